import { photoUrl } from '@/lib/routes';
import { PlainImg } from '../ui/PlainImg';

export function ShopLogo({ logo, name, size = 64 }: { logo: string | null; name: string; size?: number }) {
  if (!logo) {
    return (
      <span
        className="flex shrink-0 items-center justify-center rounded-full bg-brand-light font-bold text-brand"
        style={{ width: size, height: size, fontSize: size / 2.6 }}
        aria-hidden="true"
      >
        {name.charAt(0)}
      </span>
    );
  }
  return (
    <PlainImg
      src={photoUrl(logo)!}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full ring-1 ring-line"
      style={{ width: size, height: size }}
    />
  );
}
