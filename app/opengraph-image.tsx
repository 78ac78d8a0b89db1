import { ImageResponse } from 'next/og';
import { SITE } from '@/lib/site';

export const alt = `${SITE.name} : ${SITE.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** The image shared pages show on social networks (listing pages use their first photo). */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 80,
        background: 'linear-gradient(135deg, #c1272d 0%, #7a1216 100%)',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
        <svg width="120" height="120" viewBox="0 0 32 32">
          <circle cx="16" cy="16" r="15" fill="#ffffff" />
          <circle cx="16" cy="16" r="11.5" fill="none" stroke="#c1272d" strokeWidth="2.4" strokeDasharray="4 2.2" />
          <path d="M16 8.2l2 5.9h6.2l-5 3.7 1.9 5.9-5.1-3.7-5.1 3.7 1.9-5.9-5-3.7h6.2z" fill="none" stroke="#1a8a4a" strokeWidth="2.1" strokeLinejoin="round" />
        </svg>
        <div style={{ fontSize: 96, fontWeight: 800 }}>{SITE.name}</div>
      </div>
      <div style={{ marginTop: 40, fontSize: 48, lineHeight: 1.2, maxWidth: 980 }}>{SITE.tagline}</div>
      <div style={{ marginTop: 24, fontSize: 32, opacity: 0.85 }}>Motos neuves et d’occasion · Équipement · Pièces · Pneus</div>
    </div>,
    size,
  );
}
