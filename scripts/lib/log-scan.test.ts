import { describe, expect, it } from 'vitest';
import { personalDataIn } from './log-scan';

const kinds = (text: string, secrets?: string[]) => personalDataIn(text, secrets).map((finding) => finding.kind);

describe('personalDataIn', () => {
  it('finds e-mails, Moroccan numbers however written, tokens, sessions, passwords and card numbers', () => {
    expect(kinds('{"msg":"mail sent","to":"omar.lahlou@demo.motomaroc.ma"}')).toEqual(['e-mail']);
    for (const phone of ['+212612345678', '+212 6 12 34 56 78', '0612345678', '06.12.34.56.78', '06-12-34-56-78', '00212712345678', '0522123456']) {
      expect(kinds(`{"telephone":"${phone}"}`), phone).toEqual(['phone number']);
    }
    expect(kinds('{"authorization":"Bearer eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoiYWJjIn0."}')).toEqual(['token']);
    expect(kinds('cookie mm_session=Fe26.2*1*abcdef*ghi')).toEqual(['session']);
    expect(kinds('{"body":{"password":"hunter22"}}')).toEqual(['password']);
    expect(kinds('{"pan":"4000000000000002"}')).toEqual(['card number']);
    expect(kinds('{"pan":"4000 0000 0000 3063"}')).toEqual(['card number']);
    expect(kinds('signed in with MotoMaroc2026!', ['MotoMaroc2026!'])).toEqual(['secret']);
  });

  it('leaves what is not personal: ids, times, durations, the site’s role addresses, request ids', () => {
    const line = JSON.stringify({
      level: 30,
      time: '2026-11-28T04:31:58.123Z',
      reqId: 'c4f1e2a0-1b2c-4d5e-8f90-123456789abc',
      method: 'GET',
      path: '/annonce/detail-moto/yamaha-mt-07/1234567',
      status: 200,
      ms: 12.5,
      from: 'no-reply@motomaroc.ma',
      oid: 'MM-20261128-000123',
      size: 1234567890123,
    });
    expect(personalDataIn(line)).toEqual([]);
  });

  it('does not read a phone or card number into the digit groups of request ids and hashes', () => {
    // Request ids from the e2e run whose digits pass for a card number or a Moroccan phone.
    for (const reqId of [
      'e2e4fb5f-b1f8-4693-9568-5883207c45be',
      '4ab8d2fc-9b05-4217-9079-fe5c7ef26465',
      '4b4653e7-70f7-40c9-bd1e-a0664813770c',
      '05376533-45c4-489f-9049-a57a995f9f2d',
    ]) {
      expect(personalDataIn(JSON.stringify({ reqId, msg: 'request' })), reqId).toEqual([]);
    }
    expect(personalDataIn('{"etag":"4b4653e770f740c9bd1ea0664813770c"}')).toEqual([]);
    // A number beside an id is still found.
    expect(kinds('{"reqId":"4ab8d2fc-9b05-4217-9079-fe5c7ef26465","telephone":"0612345678"}')).toEqual(['phone number']);
    expect(kinds('{"pan":"4000000000000002","reqId":"e2e4fb5f-b1f8-4693-9568-5883207c45be"}')).toEqual(['card number']);
  });
});
