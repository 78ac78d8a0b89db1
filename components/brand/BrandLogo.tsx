import { photoUrl } from '@/lib/routes';
import { PlainImg } from '../ui/PlainImg';

/** A brand's drawn wordmark (SVG), or its initial when it has none. */
export function BrandLogo({ logo, name, className = 'h-14 w-28' }: { logo: string | null; name: string; className?: string }) {
  if (!logo) {
    return (
      <span className={`flex items-center justify-center rounded-lg bg-canvas text-lg font-extrabold text-muted ${className}`} aria-hidden="true">
        {name.charAt(0)}
      </span>
    );
  }
  return <PlainImg src={photoUrl(logo)!} alt="" width={240} height={120} loading="lazy" className={`object-contain ${className}`} />;
}
