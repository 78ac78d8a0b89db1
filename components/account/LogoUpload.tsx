'use client';

import { useRef, useState } from 'react';
import { bff } from '@/lib/api/browser';
import { ACCEPTED_PICTURE_TYPES, MAX_UPLOAD_BYTES, PICTURE_ERRORS } from '@/lib/uploads';
import { ShopLogo } from '../shop/ShopLogo';
import { FormMessage } from '../forms/Field';
import { useTexts } from '../texts/TextsProvider';
import { useErrorText, useRefusalText } from '../texts/useErrorText';

/** The shop's logo: chosen, sent at once (v1 checks it by content and re-encodes it), shown. */
export function LogoUpload({ current }: { current: string | null }) {
  const texts = useTexts('profilePage').logo;
  const say = useErrorText();
  const refused = useRefusalText();
  const [logo, setLogo] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function send(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > MAX_UPLOAD_BYTES) return setError(say(PICTURE_ERRORS.tooLarge));
    setBusy(true);
    const result = await bff('POST', '/utilisateur/logo', { form: { logo: file } });
    setBusy(false);
    if (input.current) input.current.value = '';
    if (!result.ok) return setError(refused(result));
    setLogo(result.body.logo);
  }

  return (
    <div className="flex items-center gap-4">
      <ShopLogo logo={logo} name={texts.name} size={64} />
      <div className="space-y-1">
        <label className="btn-secondary cursor-pointer">
          {busy ? texts.sending : logo ? texts.change : texts.add}
          <input ref={input} type="file" accept={ACCEPTED_PICTURE_TYPES} className="sr-only" onChange={(e) => void send(e.target.files?.[0])} disabled={busy} />
        </label>
        <p className="text-xs text-muted">{texts.hint}</p>
        <FormMessage error={error} />
      </div>
    </div>
  );
}
