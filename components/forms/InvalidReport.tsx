import Link from 'next/link';
import { REPORT_MESSAGES } from '@/lib/report';

/** The report page for an address that names no listing (spec: 'Parametres invalides.'). */
export function InvalidReport({ back }: { back: string }) {
  return (
    <div className="card space-y-4 p-6">
      <p role="alert" className="font-semibold text-brand-dark">
        {REPORT_MESSAGES.invalidParams}
      </p>
      <p className="text-muted">Cette adresse ne désigne aucune annonce à signaler : le type doit être moto ou equipement, et l’identifiant un nombre.</p>
      <Link href={back} className="btn-secondary">
        Retour
      </Link>
    </div>
  );
}
