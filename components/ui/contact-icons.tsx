/** The contact's icons, apart from the others: only listing pages draw them, and the others load with every page. */
import { Icon, type IconProps } from './icons';

export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </Icon>
);
export const WhatsAppIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8 19z" />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.8-2.2-1-1 1c-1.2-.5-2.2-1.5-2.7-2.7l1-1-1-2.2z" fill="currentColor" stroke="none" />
  </Icon>
);
