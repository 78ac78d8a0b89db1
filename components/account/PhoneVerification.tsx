'use client';

import { useRef, useState, type FormEvent } from 'react';
import { bff } from '@/lib/api/browser';
import type { FirebaseWebConfig } from '@/lib/auth/firebase';
import { PHONE_VERIFICATION_ERRORS } from '@/lib/schemas/account';
import { Field, FormMessage } from '../forms/Field';
import { VerifiedMark } from '../ui/VerifiedMark';
import { useTexts } from '../texts/TextsProvider';
import { useErrorText, useRefusalText } from '../texts/useErrorText';

type Step = 'start' | 'sending' | 'code' | 'confirming' | 'done';

/** A text with the number in its {phone} place, isolated so that it reads left to right in an Arabic sentence too. */
function withPhone(text: string, phone: string | null) {
  const [before, after] = text.split('{phone}');
  if (after === undefined || phone === null) return text;
  return (
    <>
      {before}
      <bdi dir="ltr">{phone}</bdi>
      {after}
    </>
  );
}

/**
 * The reCAPTCHA token Firebase requires to send a code: the web SDK's invisible verifier (Google's
 * reCAPTCHA; against the Auth emulator, its test stand-in, which needs no network). Loaded on
 * demand: the SDK weighs more than the rest of the page.
 */
async function recaptchaToken(config: FirebaseWebConfig, container: HTMLElement): Promise<string> {
  const [{ RecaptchaVerifier }, { firebaseAuth }] = await Promise.all([import('firebase/auth'), import('@/lib/auth/firebase')]);
  const auth = firebaseAuth(config);
  if (config.emulatorUrl) auth.settings.appVerificationDisabledForTesting = true;
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await verifier.verify();
  } finally {
    verifier.clear();
  }
}

/** Confirms the account's number with a code sent by SMS (v1 utilisateur/telephone/…), on /compte and when posting. */
export function PhoneVerification({
  config,
  phone,
  verified,
}: {
  config: FirebaseWebConfig;
  /** the account's number, written as people read it; null when the profile has none */
  phone: string | null;
  verified: boolean;
}) {
  const texts = useTexts('phoneVerification');
  const [step, setStep] = useState<Step>(verified ? 'done' : 'start');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<boolean>(false);
  const recaptcha = useRef<HTMLDivElement>(null);
  const say = useErrorText();
  const refused = useRefusalText();

  async function sendCode() {
    setError(null);
    setNotice(false);
    setStep('sending');
    let token: string;
    try {
      token = await recaptchaToken(config, recaptcha.current!);
    } catch {
      setError(say(PHONE_VERIFICATION_ERRORS.captcha));
      setStep('start');
      return;
    }
    const answer = await bff('POST', '/utilisateur/telephone/code', { json: { recaptchaToken: token } });
    if (!answer.ok) {
      setError(refused(answer));
      setStep('start');
      return;
    }
    setNotice(true);
    setCode('');
    setStep('code');
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setStep('confirming');
    const answer = await bff('POST', '/utilisateur/telephone/verifier', { json: { code: code.replace(/\s+/g, '') } });
    if (!answer.ok) {
      setError(refused(answer));
      setStep('code');
      return;
    }
    setNotice(false);
    setStep('done');
  }

  return (
    <section aria-labelledby="numero-verifie" className="card p-5 sm:p-6">
      <h2 id="numero-verifie" className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {texts.title}
      </h2>
      {step === 'done' ? (
        <p role="status" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <VerifiedMark label={texts.badge} />
          <span>{withPhone(texts.verified, phone)}</span>
        </p>
      ) : phone === null ? (
        <p className="mt-2 text-sm text-muted">{texts.noPhone}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{texts.lead}</p>
          <p className="mt-3 text-sm font-semibold">{withPhone(texts.number, phone)}</p>
          {step === 'code' || step === 'confirming' ? (
            <form onSubmit={confirm} className="mt-3 space-y-3" noValidate>
              <Field
                label={texts.code}
                hint={texts.codeHint}
                name="code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={8}
                dir="ltr"
                required
                autoFocus
              />
              <div className="flex flex-wrap gap-3">
                <button type="submit" className="btn-primary" disabled={step === 'confirming'}>
                  {step === 'confirming' ? texts.confirming : texts.confirm}
                </button>
                <button type="button" className="btn-secondary" onClick={sendCode} disabled={step === 'confirming'}>
                  {texts.resend}
                </button>
              </div>
            </form>
          ) : (
            <button type="button" className="btn-primary mt-3" onClick={sendCode} disabled={step === 'sending'}>
              {step === 'sending' ? texts.sending : texts.send}
            </button>
          )}
          <div className="mt-3">
            {error ? (
              <FormMessage error={error} />
            ) : notice ? (
              <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-accent">
                {withPhone(texts.sent, phone)}
              </p>
            ) : null}
          </div>
        </>
      )}
      {/* Where Google's invisible reCAPTCHA puts its badge, when a code is asked for. */}
      <div ref={recaptcha} />
    </section>
  );
}
