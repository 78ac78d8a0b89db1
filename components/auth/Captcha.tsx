'use client';

import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { bffUrl } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The sign-up captcha. By default ALTCHA: a proof of work that the browser solves by itself as
 * soon as the form opens (nothing to click for most people), from a challenge signed by v1. With
 * NEXT_PUBLIC_RECAPTCHA_SITE_KEY, Google reCAPTCHA instead. Either way the answer goes to v1
 * verify-recaptcha, which gives the proof that adduser needs.
 */
export function Captcha({
  onChange,
  resetKey = 0,
  locale = 'fr',
  waiting = 'Vérification anti-robot…',
}: {
  onChange: (answer: string | null) => void;
  resetKey?: number;
  locale?: Locale;
  /** shown while the widget loads */
  waiting?: string;
}) {
  const siteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;
  return siteKey ? (
    <Recaptcha siteKey={siteKey} onChange={onChange} resetKey={resetKey} />
  ) : (
    <Altcha onChange={onChange} resetKey={resetKey} locale={locale} waiting={waiting} />
  );
}

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** ALTCHA's own texts for each language of the site (its i18n bundles). */
const ALTCHA_LANGUAGE: Record<Locale, { name: string; load: () => Promise<unknown> }> = {
  fr: { name: 'fr-fr', load: () => import('altcha/i18n/fr-fr') },
  ar: { name: 'ar', load: () => import('altcha/i18n/ar') },
};

function Altcha({ onChange, resetKey, locale, waiting }: { onChange: (answer: string | null) => void; resetKey: number; locale: Locale; waiting: string }) {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const changed = useEffectEvent((answer: string | null) => onChange(answer));

  useEffect(() => {
    let live = true;
    // The widget defines <altcha-widget>; its texts come with the language's i18n bundle.
    void Promise.all([import('altcha'), ALTCHA_LANGUAGE[locale].load()]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget || !ready) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      changed(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [ready]);

  useEffect(() => {
    if (resetKey > 0) (ref.current as (HTMLElement & { reset?: () => void; verify?: () => void }) | null)?.reset?.();
  }, [resetKey]);

  return (
    <div className="min-h-16" data-testid="captcha">
      {ready ? (
        <altcha-widget
          ref={ref}
          challenge={bffUrl('/utilisateur/captcha')}
          auto="onload"
          language={ALTCHA_LANGUAGE[locale].name}
          name="altcha"
          style={{ '--altcha-max-width': '100%' } as CSSProperties}
        />
      ) : (
        <p className="flex min-h-16 items-center rounded-lg border border-line px-3 text-sm text-muted">{waiting}</p>
      )}
    </div>
  );
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React declares custom elements for JSX
  namespace JSX {
    interface IntrinsicElements {
      /** ALTCHA's web component (defined by import('altcha')) */
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { challenge: string; auto: string; language: string; name: string };
    }
  }
}

declare global {
  interface Window {
    grecaptcha?: { ready: (cb: () => void) => void; render: (el: HTMLElement, options: object) => number; reset: (id?: number) => void };
  }
}

function Recaptcha({ siteKey, onChange, resetKey }: { siteKey: string; onChange: (answer: string | null) => void; resetKey: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const changed = useEffectEvent((answer: string | null) => onChange(answer));

  useEffect(() => {
    const render = () =>
      window.grecaptcha?.ready(() => {
        if (!ref.current || widgetId.current !== null) return;
        widgetId.current = window.grecaptcha!.render(ref.current, {
          sitekey: siteKey,
          hl: 'fr',
          callback: (token: string) => changed(token),
          'expired-callback': () => changed(null),
        });
      });
    if (window.grecaptcha) return render();
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=fr';
    script.async = true;
    script.onload = render;
    document.head.appendChild(script);
  }, [siteKey]);

  useEffect(() => {
    if (resetKey > 0 && widgetId.current !== null) window.grecaptcha?.reset(widgetId.current);
  }, [resetKey]);

  return <div ref={ref} className="min-h-20" data-testid="captcha" />;
}
