import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';
import { ContactForm } from '@/components/forms/ContactForm';
import { Texts } from '@/components/texts/Texts';
import { routeLocale } from '@/server/route-locale';
export async function generateMetadata({ params }: PageProps<'/[locale]/pages/contact'>) {
  return prosePageMetadata(await routeLocale(params), 'contact');
}

export default async function ContactPage({ params }: PageProps<'/[locale]/pages/contact'>) {
  const locale = await routeLocale(params);
  return (
    <ProsePage
      locale={locale}
      page="contact"
      before={
        <Texts locale={locale} namespaces={['contactForm']}>
          <ContactForm />
        </Texts>
      }
    />
  );
}
