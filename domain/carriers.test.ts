import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARRIER_IDS,
  carrierById,
  checkShipment,
  findCarrier,
  KNOWN_CARRIERS,
  normaliseTrackingNumber,
  s10CheckDigit,
  TRACKING_NUMBER_PATTERN,
} from './carriers';

const digits = (min: number, max = min) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
    .map((d) => d.join(''));
const alnum = (length: number) =>
  fc
    .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), {
      minLength: length,
      maxLength: length,
    })
    .map((c) => c.join(''));
const letters2 = fc
  .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: 2, maxLength: 2 })
  .map((c) => c.join(''));

const ship = (carrier: string, trackingNumber: string, extra = {}) =>
  checkShipment({ carrier, trackingNumber, ...extra });

describe('carriers', () => {
  it('lists the ids of DESIGN.md, "other" last and unlisted', () => {
    expect(CARRIER_IDS).toEqual([
      'dhl',
      'fedex',
      'ups',
      'estafeta',
      'paquetexpress',
      'correos-de-mexico',
      '99minutos',
      'other',
    ]);
    expect(KNOWN_CARRIERS.map((c) => c.id)).toEqual(CARRIER_IDS.slice(0, -1));
  });

  it('finds a known carrier by name or id in any case, and no other', () => {
    expect(findCarrier('  fedex ')?.name).toBe('FedEx');
    expect(findCarrier('ESTAFETA')?.id).toBe('estafeta');
    expect(findCarrier('correos de méxico')?.id).toBe('correos-de-mexico');
    expect(findCarrier('Mensajería Local')).toBeUndefined();
  });

  it("links each known carrier's own https tracking page, the number encoded", () => {
    for (const carrier of KNOWN_CARRIERS) {
      const url = new URL(carrier.trackingUrl('AB 12&3'));
      expect(url.protocol, carrier.id).toBe('https:');
      // Correos de México's page is a form with no address per parcel (carriers.ts).
      if (carrier.id !== 'correos-de-mexico') {
        expect(url.href, carrier.id).toContain('AB%2012%263');
      }
    }
    expect(carrierById('estafeta')?.trackingUrl('1234567890')).toBe(
      'https://cs.estafeta.com/es/Tracking/searchByGet?wayBill=1234567890&wayBillType=1&isShipmentDetail=False',
    );
    expect(carrierById('estafeta')?.trackingUrl('3055892120610706104294')).toContain(
      'wayBillType=0',
    );
  });

  it('stores tracking numbers without spaces, in capitals, and checks their characters', () => {
    expect(normaliseTrackingNumber(' 1z 999 aa1\t0123456784 ')).toBe('1Z999AA10123456784');
    for (const good of ['1Z999AA10123456784', '8055-1234-5678', 'ML1234']) {
      expect(TRACKING_NUMBER_PATTERN.test(good), good).toBe(true);
    }
    for (const bad of ['12345', '-12345', '12345-', 'AB<12>CD', 'A'.repeat(41), 'ÄBC123']) {
      expect(TRACKING_NUMBER_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

describe('S10 check digit (Correos de México)', () => {
  it('matches the UPU S10 worked example and known items', () => {
    // UPU S10-12's worked example: 47312482 weighted is 200, 200 mod 11 is 2, 11 - 2 = 9.
    expect(s10CheckDigit('47312482')).toBe(9);
    // A remainder giving 10 is written 0, one giving 11 is written 5.
    expect(s10CheckDigit('00000000')).toBe(5);
    expect(s10CheckDigit('00000001')).toBe(4);
    expect(ship('correos-de-mexico', 'RA473124829MX')).toMatchObject({ ok: true });
    expect(ship('correos-de-mexico', 'ra 473 124 829 mx')).toMatchObject({ ok: true });
    expect(ship('correos-de-mexico', 'RA473124828MX')).toMatchObject({
      ok: false,
      code: 'TRACKING_CHECK_DIGIT',
      field: 'trackingNumber',
    });
    expect(ship('correos-de-mexico', 'RA473124829US')).toMatchObject({
      code: 'TRACKING_NUMBER_INVALID',
    });
  });

  it('takes every S10 number with its right check digit, and refuses every other digit', () => {
    fc.assert(
      fc.property(letters2, digits(8), fc.integer({ min: 0, max: 9 }), (service, serial, wrong) => {
        const right = s10CheckDigit(serial);
        expect(right).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(9);
        expect(ship('correos-de-mexico', `${service}${serial}${right}MX`).ok).toBe(true);
        if (wrong !== right) {
          expect(ship('correos-de-mexico', `${service}${serial}${wrong}MX`)).toMatchObject({
            ok: false,
            code: 'TRACKING_CHECK_DIGIT',
          });
        }
      }),
    );
  });
});

describe('tracking number formats', () => {
  const cases: [string, fc.Arbitrary<string>][] = [
    ['dhl', digits(10)],
    ['fedex', fc.oneof(digits(12), digits(15), digits(20), digits(22))],
    ['ups', alnum(16).map((rest) => `1Z${rest}`)],
    ['estafeta', fc.oneof(digits(10), alnum(22))],
  ];

  it.each(cases)("takes any number in %s's published format", (carrier, numbers) => {
    fc.assert(
      fc.property(numbers, (n) => {
        const checked = ship(carrier, n.toLowerCase());
        expect(checked.ok).toBe(true);
        if (checked.ok) {
          expect(checked.shipment.trackingNumber).toBe(n);
          expect(new URL(checked.shipment.trackingUrl).protocol).toBe('https:');
        }
      }),
    );
  });

  it('refuses numbers of any other length of digits', () => {
    const lengths: Record<string, number[]> = {
      dhl: [10],
      fedex: [12, 15, 20, 22],
      estafeta: [10, 22],
    };
    fc.assert(
      fc.property(fc.constantFrom('dhl', 'fedex', 'estafeta'), digits(6, 30), (carrier, n) => {
        fc.pre(!lengths[carrier]?.includes(n.length));
        expect(ship(carrier, n)).toMatchObject({
          ok: false,
          code: 'TRACKING_NUMBER_INVALID',
          field: 'trackingNumber',
          carrier,
        });
      }),
    );
  });

  it('refuses the wrong shapes it is given by hand', () => {
    for (const [carrier, n] of [
      ['ups', '1Y999AA10123456784'],
      ['ups', '1Z999AA1012345678'],
      ['dhl', '12345678AB'],
      ['estafeta', '12345678901'],
      ['fedex', '1Z999AA10123456784'],
      ['paquetexpress', 'ABC'],
      ['99minutos', 'A<B>CDEF'],
    ] as const) {
      expect(ship(carrier, n), `${carrier} ${n}`).toMatchObject({
        ok: false,
        code: 'TRACKING_NUMBER_INVALID',
      });
    }
  });

  it('takes any 6 to 40 letters, digits or hyphens for Paquetexpress and 99minutos', () => {
    expect(ship('paquetexpress', 'MEX01PP3469501006006')).toMatchObject({
      ok: true,
      shipment: {
        carrier: 'Paquetexpress',
        trackingUrl: 'https://www.paquetexpress.com.mx/rastreo/MEX01PP3469501006006',
      },
    });
    expect(ship('99minutos', '4f82-1234ab')).toMatchObject({
      ok: true,
      shipment: { trackingUrl: 'https://tracking.99minutos.com/search/4F82-1234AB' },
    });
  });
});

describe('checkShipment', () => {
  it('refuses a carrier not in the list', () => {
    for (const carrier of ['', 'usps', 'DHL Express', '<script>']) {
      expect(ship(carrier, '1234567890')).toEqual({
        ok: false,
        code: 'CARRIER_UNKNOWN',
        field: 'carrier',
        carrier: null,
      });
    }
  });

  it('takes "other" with a name, any number and an http(s) link of the operator', () => {
    expect(
      ship('other', 'ml 123456', {
        carrierName: ' Mensajería Local ',
        trackingUrl: 'http://rastreo.example.mx/ML123456',
      }),
    ).toEqual({
      ok: true,
      shipment: {
        carrierId: 'other',
        carrier: 'Mensajería Local',
        trackingNumber: 'ML123456',
        trackingUrl: 'http://rastreo.example.mx/ML123456',
      },
    });
    for (const [extra, field] of [
      [{ trackingUrl: 'https://x.example/1' }, 'carrierName'],
      [{ carrierName: 'X', trackingUrl: 'https://x.example/1' }, 'carrierName'],
      [{ carrierName: '<b>Local</b>', trackingUrl: 'https://x.example/1' }, 'carrierName'],
      [{ carrierName: 'Local' }, 'trackingUrl'],
      [{ carrierName: 'Local', trackingUrl: 'javascript:alert(1)' }, 'trackingUrl'],
      [{ carrierName: 'Local', trackingUrl: 'ftp://x.example/1' }, 'trackingUrl'],
      [{ carrierName: 'Local', trackingUrl: 'https://user:pw@x.example/1' }, 'trackingUrl'],
      [{ carrierName: 'Local', trackingUrl: 'rastreo.example.mx' }, 'trackingUrl'],
      [
        { carrierName: 'Local', trackingUrl: `https://x.example/${'a'.repeat(500)}` },
        'trackingUrl',
      ],
    ] as const) {
      expect(ship('other', 'ML123456', extra), JSON.stringify(extra)).toMatchObject({
        ok: false,
        field,
      });
    }
  });

  it('never makes a link other than http(s), whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CARRIER_IDS),
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 40 }),
        (carrier, n, url) => {
          const checked = ship(carrier, n, { carrierName: 'Local', trackingUrl: url });
          if (checked.ok) {
            expect(['https:', 'http:']).toContain(new URL(checked.shipment.trackingUrl).protocol);
            expect(TRACKING_NUMBER_PATTERN.test(checked.shipment.trackingNumber)).toBe(true);
          }
        },
      ),
    );
  });
});
