'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ALERT_FREQUENCIES, alertSearchUrl, type AlertFrequency } from '@/lib/alerts';
import { bff } from '@/lib/api/browser';
import { fillText } from '@/lib/i18n/fill';
import { formatDateIn, formatPriceIn } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { listingDetailUrl } from '@/lib/routes';
import type { Alert } from '@/lib/schemas/alerts';
import { ErrorAlert } from '../ui/ErrorAlert';
import { usePageLocale, useTexts } from '../texts/TextsProvider';
import { useRefusalText } from '../texts/useErrorText';

/** Mes alertes: each saved search, what it found lately, and how it tells: rename, pause, frequency, delete. */
/** Its texts are the catalogue's alertsPage; {nom}, {n}, {max} and {date} are filled here. */
export function AlertsPage({ alertes, max, criteria }: { alertes: Alert[]; max: number; criteria: Record<number, string> }) {
  const texts = useTexts('alertsPage');
  const locale = usePageLocale();
  return (
    <section aria-labelledby="mes-alertes" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="mes-alertes" className="text-2xl font-extrabold">
          {texts.title}
        </h1>
        <p className="text-sm text-muted">{fillText(texts.count, { n: alertes.length, max })}</p>
      </div>
      {alertes.length === 0 ? (
        <div className="card space-y-3 px-6 py-10 text-center">
          <p className="text-lg font-semibold">{texts.emptyTitle}</p>
          <p className="mx-auto max-w-md text-sm text-muted">{texts.emptyText}</p>
          <p>
            <Link href={localePath(locale, '/motos-a-vendre')} className="btn-primary">
              {texts.searchMoto}
            </Link>
          </p>
        </div>
      ) : (
        <ul className="space-y-3">
          {alertes.map((alert) => (
            <AlertCard key={alert.idalerte} alert={alert} criteria={criteria[alert.idalerte] ?? ''} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AlertCard({ alert, criteria }: { alert: Alert; criteria: string }) {
  const texts = useTexts('alertsPage');
  const locale = usePageLocale();
  const named = (template: string) => fillText(template, { nom: alert.nom });
  const refused = useRefusalText();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [, startTransition] = useTransition();

  async function run(call: () => ReturnType<typeof bff>) {
    setError(null);
    setBusy(true);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) return setError(refused(answer));
    setRenaming(false);
    startTransition(() => router.refresh());
  }
  const change = (json: { nom?: string; frequence?: AlertFrequency; active?: boolean }) =>
    run(() => bff('PUT', '/alertes/:id', { param: { id: alert.idalerte }, json }));
  return (
    <li className={`card space-y-3 p-4 ${alert.active ? '' : 'opacity-75'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        {renaming ? (
          <form
            className="flex flex-1 flex-wrap gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void change({ nom: String(new FormData(event.currentTarget).get('nom') ?? '') });
            }}
          >
            <label className="sr-only" htmlFor={`nom-${alert.idalerte}`}>
              {texts.name}
            </label>
            <input id={`nom-${alert.idalerte}`} name="nom" defaultValue={alert.nom} maxLength={80} required className="field min-w-48 flex-1" autoFocus />
            <button type="submit" className="btn-primary" disabled={busy}>
              {texts.save}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setRenaming(false)}>
              {texts.cancel}
            </button>
          </form>
        ) : (
          <h2 className="min-w-0 flex-1 text-lg font-bold leading-snug" dir="auto">
            {alert.nom}
          </h2>
        )}
        {alert.active ? null : <span className="rounded-full bg-canvas px-2.5 py-0.5 text-xs font-bold text-muted ring-1 ring-line">{texts.paused}</span>}
      </div>
      <p className="text-sm text-muted">{criteria}</p>
      <div>
        <label className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-2">
          <span>{texts.notify}</span>
          <select
            className="field min-h-9 py-1 sm:w-auto"
            value={alert.frequence}
            disabled={busy}
            onChange={(event) => void change({ frequence: event.target.value as AlertFrequency })}
            aria-label={named(texts.frequencyLabel)}
          >
            {ALERT_FREQUENCIES.map((frequence) => (
              <option key={frequence} value={frequence}>
                {texts.frequencies[frequence]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link href={localePath(locale, alertSearchUrl(alert.type, alert.recherche))} className="btn-secondary py-1">
          {texts.seeSearch}
        </Link>
        <button
          type="button"
          className="btn-secondary py-1"
          disabled={busy}
          onClick={() => void change({ active: !alert.active })}
          aria-label={named(alert.active ? texts.pauseLabel : texts.resumeLabel)}
        >
          {alert.active ? texts.pause : texts.resume}
        </button>
        <button type="button" className="btn-secondary py-1" onClick={() => setRenaming(true)} aria-label={named(texts.renameLabel)}>
          {texts.rename}
        </button>
        <button
          type="button"
          className="btn-secondary py-1"
          disabled={busy}
          aria-label={named(texts.deleteLabel)}
          onClick={() => {
            if (window.confirm(named(texts.confirmDelete))) void run(() => bff('DELETE', '/alertes/:id', { param: { id: alert.idalerte } }));
          }}
        >
          {texts.delete}
        </button>
      </div>
      <ErrorAlert error={error} />
      {alert.dernieres.length > 0 ? (
        <div className="space-y-1">
          <p className="text-sm font-semibold">{fillText(texts.latest, { n: alert.trouvees, date: formatDateIn(locale, alert.date_ajout) })}</p>
          <ul className="divide-y divide-line text-sm">
            {alert.dernieres.map((found) => (
              <li key={`${found.type_annonce}-${found.idannonce}`} className="flex justify-between gap-3 py-1.5">
                <Link href={localeHref(locale, listingDetailUrl(found.type, found.titre, found.idannonce))} className="link min-w-0 truncate" dir="auto">
                  {found.titre}
                </Link>
                <span className="shrink-0 text-muted">
                  {formatPriceIn(locale, found.prix)} · {found.ville}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted">{texts.none}</p>
      )}
    </li>
  );
}
