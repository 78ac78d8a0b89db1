import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';
import { ContactForm } from '@/components/forms/ContactForm';
import { contactFormTexts } from '@/components/forms/contact-texts';
export const metadata = prosePageMetadata('ar', 'contact');

export default function ArabicContactPage() {
  return <ProsePage locale="ar" page="contact" before={<ContactForm texts={contactFormTexts('ar')} />} />;
}
