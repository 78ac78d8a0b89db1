import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';
import { ContactForm } from '@/components/forms/ContactForm';
import { contactFormTexts } from '@/components/forms/contact-texts';
export const metadata = prosePageMetadata('fr', 'contact');

export default function ContactPage() {
  return <ProsePage locale="fr" page="contact" before={<ContactForm texts={contactFormTexts('fr')} />} />;
}
