import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/ContactForm';
import { ContentPage } from '@/components/layout/ContentPage';
import { SITE } from '@/lib/site';

export const metadata: Metadata = {
  title: 'Nous contacter',
  description: 'Une question sur une annonce, votre compte, le sponsoring ou la publicité ? Écrivez à l’équipe MotoMaroc.',
  alternates: { canonical: '/pages/contact' },
};

export default function ContactPage() {
  return (
    <ContentPage
      title="Nous contacter"
      lead="Une question sur une annonce, votre compte, un paiement ou la publicité ? Écrivez-nous : nous répondons du lundi au samedi, en général dans la journée."
    >
      <ContactForm />
      <p>
        Vous pouvez aussi nous écrire directement à <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
      </p>
    </ContentPage>
  );
}
