/** The ver3 hash against the three vectors of cmi-protocol.md, byte for byte. */
import { describe, expect, it } from 'vitest';
import { cmiHash, escapeHashValue, hashPlaintext, hasValidCmiHash, naturalCaseCompare } from './cmi-hash';

const S = {
  storetype: '3D_PAY_HOSTING',
  trantype: 'PreAuth',
  currency: '504',
  lang: 'fr',
  hashAlgorithm: 'ver3',
  encoding: 'UTF-8',
  refreshtime: '5',
  clientid: '1234567',
  oid: '137ABC',
  shopurl: 'http://cmi-php.local/example',
  okUrl: 'http://cmi-php.local/example/okFail.php',
  failUrl: 'http://cmi-php.local/example/okFail.php',
  CallbackURL: 'http://cmi-php.local/example/callback.php',
  amount: '10.60',
  BillToCompany: 'company name',
  rnd: '0.29594500 1693675195',
};

const V1 = {
  ...S,
  email: 'example@gmail.com',
  BillToName: 'Jhon Doe',
  BillToStreet12: '123 main Street',
  BillToCity: 'City Name',
  BillToStateProv: 'State Name',
  BillToPostalCode: '10000',
  BillToCountry: '100',
  tel: '001020304',
};

const V2 = {
  ...S,
  email: 'mehdi.rochdi@gmail.com',
  BillToName: 'mehdi rochdi',
  BillToStreet12: '100 rue adress',
  BillToCity: 'casablanca',
  BillToStateProv: 'Maarif Casablanca',
  BillToPostalCode: '20230',
  BillToCountry: '504',
  tel: '0021201020304',
};

const V3 = {
  storetype: '3D_PAY_HOSTING',
  trantype: 'PreAuth',
  currency: '504',
  lang: 'fr',
  hashAlgorithm: 'ver3',
  encoding: 'UTF-8',
  refreshtime: '5',
  clientid: '600000000',
  oid: 'ORD1',
  shopurl: 'http://127.0.0.1:3000/',
  okUrl: 'http://127.0.0.1:3000/ok',
  failUrl: 'http://127.0.0.1:3000/fail',
  CallbackURL: 'http://127.0.0.1:3000/cb',
  email: 'a@b.ma',
  BillToName: 'Jean|Dupont\\Fils',
  amount: '100.00',
  rnd: '1700000000000',
};

describe('the ver3 hash', () => {
  it('V1: the hashed text and the hash of the protocol document', () => {
    expect(hashPlaintext(V1, '987456')).toBe(
      '10.60|City Name|company name|100|Jhon Doe|10000|State Name|123 main Street|http://cmi-php.local/example/callback.php|1234567|504|example@gmail.com|http://cmi-php.local/example/okFail.php|ver3|fr|137ABC|http://cmi-php.local/example/okFail.php|5|0.29594500 1693675195|http://cmi-php.local/example|3D_PAY_HOSTING|001020304|PreAuth|987456',
    );
    expect(cmiHash(V1, '987456')).toBe('14BaHQ6okBJhRK9yOFEFK6jrEWG2ZeX2CPamLTdbq3v05fIIr1OG6Rx112GcJeZbfF6QforHBclIJ1EzdcFMIg==');
  });

  it('V2', () => {
    expect(cmiHash(V2, '987456')).toBe('AyLnNPwao8EnbcrLo0AfAF5LGzRBfQfSpmeUIyhes+uUR8+DbhpbxT/JgXqTQYOcnpkB+kfD2rYZ5S8FpT08AQ==');
  });

  it('V3: pipes and backslashes escaped', () => {
    expect(cmiHash(V3, 'TEST1234')).toBe('dtJAxeYbx0FBJbgFoH8kOxx3GcM4rkfz2xTJbeoxht88wx0V/tnThtJH9st5DVaVGEn6id0RCv/Eoxg5jAWBWA==');
  });

  it('leaves out hash and encoding whatever their case, and trims values', () => {
    const withExtras = { ...V1, HASH: 'anything', Encoding: 'ISO-8859-1', amount: '  10.60 ' };
    expect(cmiHash(withExtras, '987456')).toBe(cmiHash(V1, '987456'));
  });

  it('checks a posted HASH: right, altered field, wrong key, missing', () => {
    const signed = { ...V2, HASH: cmiHash(V2, '987456') };
    expect(hasValidCmiHash(signed, '987456')).toBe(true);
    expect(hasValidCmiHash({ ...signed, amount: '1.00' }, '987456')).toBe(false);
    expect(hasValidCmiHash(signed, 'autre-cle')).toBe(false);
    expect(hasValidCmiHash(V2, '987456')).toBe(false);
  });
});

describe('the natural case-insensitive order (PHP natcasesort)', () => {
  it('orders the example of the protocol document', () => {
    expect(['a_b', 'aZ', 'a10', 'ab', 'A2', 'a9', 'a1'].sort(naturalCaseCompare)).toEqual(['a1', 'A2', 'a9', 'a10', 'ab', 'aZ', 'a_b']);
  });
  it('compares digit runs as numbers, inside longer names too', () => {
    expect(['BillToStreet12', 'BillToStreet2', 'BillToStreet1'].sort(naturalCaseCompare)).toEqual(['BillToStreet1', 'BillToStreet2', 'BillToStreet12']);
    expect(naturalCaseCompare('oid', 'OID')).toBe(0);
  });
});

describe('escaping', () => {
  it('backslash first, then pipe', () => {
    expect(escapeHashValue(' Jean|Dupont\\Fils ')).toBe('Jean\\|Dupont\\\\Fils');
  });
});

describe('the payment form', () => {
  it('has every required field, is signed, and never carries the store key', async () => {
    const { cmiPaymentForm, newOrderId } = await import('./cmi');
    const oid = newOrderId();
    const { url, fields } = cmiPaymentForm(
      { oid, amount: 150, email: 'youssef@test.ma', name: 'Youssef El Fassi\n', phone: '+212612345678' },
      { gatewayUrl: 'http://127.0.0.1:3100/fim/est3Dgate', clientId: '600000000', storeKey: 'TEST1234', siteUrl: 'http://localhost:3000/' },
    );
    expect(url).toBe('http://127.0.0.1:3100/fim/est3Dgate');
    expect(fields).toMatchObject({
      clientid: '600000000',
      storetype: '3D_PAY_HOSTING',
      TranType: 'PreAuth',
      amount: '150.00',
      currency: '504',
      oid,
      lang: 'fr',
      email: 'youssef@test.ma',
      BillToName: 'Youssef El Fassi',
      hashAlgorithm: 'ver3',
      callbackUrl: 'http://localhost:3000/api/v1/payment/cmi/callback',
      okUrl: `http://localhost:3000/paiement/cmi/ok?oid=${oid}`,
    });
    expect(fields.rnd).toMatch(/^\d+[0-9a-f]{8}$/);
    expect(hasValidCmiHash(fields, 'TEST1234')).toBe(true);
    expect(Object.values(fields)).not.toContain('TEST1234');
    expect(newOrderId()).not.toBe(oid);
  });

  it('from an Arabic page: CMI’s page in Arabic, and back to the Arabic pages', async () => {
    const { cmiPaymentForm, newOrderId } = await import('./cmi');
    const oid = newOrderId();
    const settings = { gatewayUrl: 'http://127.0.0.1:3100/fim/est3Dgate', clientId: '600000000', storeKey: 'TEST1234', siteUrl: 'http://localhost:3000' };
    const { fields } = cmiPaymentForm({ oid, amount: 99, email: 'salma@test.ma', name: 'سلمى' }, settings, 'ar');
    expect(fields).toMatchObject({
      lang: 'ar',
      okUrl: `http://localhost:3000/ar/paiement/cmi/ok?oid=${oid}`,
      failUrl: `http://localhost:3000/ar/paiement/cmi/echec?oid=${oid}`,
      shopurl: 'http://localhost:3000/ar/compte/ads',
      // CMI's server calls the one callback, whatever the page's language.
      callbackUrl: 'http://localhost:3000/api/v1/payment/cmi/callback',
      BillToName: 'سلمى',
    });
    expect(hasValidCmiHash(fields, 'TEST1234')).toBe(true);
  });
});
