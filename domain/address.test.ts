import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELDS,
  type Address,
  addressProblems,
  EMPTY_ADDRESS,
  isAddressValid,
  normaliseAddress,
  normalisePostalCode,
  sameAddress,
} from './address';
import { SHIPPING_COUNTRIES } from './countries';
import { subdivisionsOf } from './subdivisions';

const mexican: Address = {
  street: 'Av. Álvaro Obregón 121',
  line2: 'Col. Roma Norte, int. 4',
  city: 'Ciudad de México',
  state: 'CMX',
  zip: '06700',
  country: 'MX',
};

/** Strings that are not a five-digit code once trimmed. */
const notFiveDigits = fc.string({ maxLength: 12 }).filter((text) => !/^\d{5}$/.test(text.trim()));
const digits = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));
const CA_FIRST = 'ABCEGHJKLMNPRSTVXY';
const CA_OTHER = 'ABCEGHJKLMNPRSTVWXYZ';
const letterOf = (letters: string) => fc.constantFrom(...letters.split(''));
/** A real-looking Canadian postal code, canonical ('K1A 0B1'). */
const canadian = fc
  .tuple(
    letterOf(CA_FIRST),
    fc.integer({ min: 0, max: 9 }),
    letterOf(CA_OTHER),
    fc.integer({ min: 0, max: 9 }),
    letterOf(CA_OTHER),
    fc.integer({ min: 0, max: 9 }),
  )
  .map(([a, b, c, d, e, f]) => `${a}${b}${c} ${d}${e}${f}`);

describe('addressProblems', () => {
  it('accepts a complete Mexican address, with or without its second line', () => {
    expect(addressProblems(mexican)).toEqual({});
    const { line2: _none, ...withoutLine2 } = mexican;
    expect(addressProblems(withoutLine2)).toEqual({});
    expect(isAddressValid(mexican)).toBe(true);
  });

  it('names every problem at once, in the order the form shows the fields', () => {
    const problems = addressProblems(EMPTY_ADDRESS);
    expect(problems).toEqual({
      country: 'countryRequired',
      street: 'streetRequired',
      city: 'cityRequired',
      state: 'stateRequired',
      zip: 'zipRequired',
    });
    const order = ADDRESS_FIELDS.filter((field) => field in problems);
    expect(Object.keys(problems)).toEqual(order);
    expect(addressProblems(null)).toMatchObject({ country: 'countryRequired' });
  });

  it.each(['street', 'city', 'state', 'zip', 'country'] as const)(
    'keeps the spec’s %s required: blank or missing is refused',
    (field) => {
      expect(addressProblems({ ...mexican, [field]: '   ' })).toHaveProperty(field);
      expect(addressProblems({ ...mexican, [field]: undefined })).toHaveProperty(field);
      expect(isAddressValid({ ...mexican, [field]: ' ' })).toBe(false);
    },
  );

  it('refuses a country that is not an ISO code the shop ships to, and old free text', () => {
    for (const country of ['México', 'Mexico', 'XX', 'UK', 'KP', 'CU', 'IR', 'RU', 'AQ']) {
      expect(addressProblems({ ...mexican, country }).country, country).toBe('countryNotShipped');
    }
    expect(addressProblems({ ...mexican, country: ' mx ' }).country).toBeUndefined();
  });

  it('takes a listed state only by its ISO 3166-2 code; elsewhere any text', () => {
    expect(addressProblems({ ...mexican, state: 'CDMX' }).state).toBe('stateNotInList');
    expect(addressProblems({ ...mexican, state: 'Ciudad de México' }).state).toBe('stateNotInList');
    expect(addressProblems({ ...mexican, state: 'cmx' }).state).toBeUndefined();
    expect(addressProblems({ ...mexican, state: 'MX-CMX' }).state).toBeUndefined();
    const texan = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };
    expect(addressProblems(texan)).toEqual({});
    expect(addressProblems({ ...texan, state: 'Texas' }).state).toBe('stateNotInList');
    expect(addressProblems({ ...texan, state: 'ON' }).state).toBe('stateNotInList');
    const ontario = {
      street: '24 Sussex Dr',
      city: 'Ottawa',
      state: 'ON',
      zip: 'K1M 1M4',
      country: 'CA',
    };
    expect(addressProblems(ontario)).toEqual({});
    const bavarian = {
      street: 'Marienplatz 1',
      city: 'München',
      state: 'Bayern',
      zip: '80331',
      country: 'DE',
    };
    expect(addressProblems(bavarian)).toEqual({});
  });

  it('property: every listed code of MX, US and CA is accepted, any other text refused', () => {
    for (const country of ['MX', 'US', 'CA']) {
      const codes = new Set(subdivisionsOf(country)?.map((s) => s.code));
      expect(codes.size).toBe({ MX: 32, US: 51, CA: 13 }[country]);
      const base = {
        ...mexican,
        country,
        zip: { MX: '06700', US: '78701', CA: 'K1A 0B1' }[country],
      };
      for (const code of codes) {
        expect(
          addressProblems({ ...base, state: code }).state,
          `${country}-${code}`,
        ).toBeUndefined();
        expect(addressProblems({ ...base, state: code.toLowerCase() }).state).toBeUndefined();
      }
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 8 }), (state) => {
          const code = state.trim().toUpperCase().replace(`${country}-`, '');
          fc.pre(state.trim() !== '' && !codes.has(code));
          return addressProblems({ ...base, state }).state === 'stateNotInList';
        }),
      );
    }
  });
});

describe('postal codes, checked per country', () => {
  it('property: Mexico takes exactly five digits, and nothing else', () => {
    fc.assert(fc.property(digits(5), (zip) => normalisePostalCode('MX', zip) === zip));
    fc.assert(fc.property(notFiveDigits, (zip) => normalisePostalCode('MX', zip) === null));
    expect(addressProblems({ ...mexican, zip: '6700' }).zip).toBe('zipInvalid');
    expect(addressProblems({ ...mexican, zip: ' 06700 ' }).zip).toBeUndefined();
  });

  it('property: the US takes a ZIP or a ZIP+4, written 12345 or 12345-6789', () => {
    fc.assert(
      fc.property(digits(5), digits(4), fc.constantFrom('-', ' ', ''), (five, four, joint) => {
        return (
          normalisePostalCode('US', five) === five &&
          normalisePostalCode('US', `${five}${joint}${four}`) === `${five}-${four}`
        );
      }),
    );
    for (const zip of ['1234', '123456', '12345-678', 'ABCDE', '12345-67890']) {
      expect(normalisePostalCode('US', zip), zip).toBeNull();
    }
  });

  it('property: Canada takes A1A 1A1 in any case and spacing, and writes it canonically', () => {
    fc.assert(
      fc.property(canadian, fc.boolean(), fc.constantFrom('', ' ', '  '), (code, lower, gap) => {
        const typed = (lower ? code.toLowerCase() : code).replace(' ', gap);
        return normalisePostalCode('CA', typed) === code;
      }),
    );
    // D, F, I, O, Q and U are never used; W and Z never lead.
    for (const zip of ['D1A 1A1', 'W1A 1A1', 'K1D 1A1', 'K1A 1O1', '12345', 'K1A1A', 'KKA 1A1']) {
      expect(normalisePostalCode('CA', zip), zip).toBeNull();
    }
  });

  it('property: Spain takes five digits whose first two name a province (01–52)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 52 }), digits(3), (province, rest) => {
        const zip = `${String(province).padStart(2, '0')}${rest}`;
        return normalisePostalCode('ES', zip) === zip;
      }),
    );
    for (const zip of ['00123', '53000', '99999', '2801', '280133']) {
      expect(normalisePostalCode('ES', zip), zip).toBeNull();
    }
  });

  it('property: elsewhere any non-blank text is a postal code, trimmed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPPING_COUNTRIES.filter((c) => !['MX', 'US', 'CA', 'ES'].includes(c))),
        fc.string({ minLength: 1, maxLength: 20 }).filter((zip) => zip.trim() !== ''),
        (country, zip) => normalisePostalCode(country, zip) === zip.trim(),
      ),
    );
  });
});

describe('normaliseAddress', () => {
  /** A valid address of any country the shop ships to. */
  const validAddress = fc.constantFrom(...SHIPPING_COUNTRIES).chain((country) =>
    fc.record({
      country: fc.constant(country),
      street: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
      line2: fc.string({ maxLength: 40 }),
      city: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
      state: subdivisionsOf(country)
        ? fc.constantFrom(...(subdivisionsOf(country) ?? []).map((s) => s.code))
        : fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''),
      zip:
        country === 'MX'
          ? digits(5)
          : country === 'US'
            ? digits(5)
            : country === 'CA'
              ? canadian
              : country === 'ES'
                ? fc.constant('28013')
                : fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() !== ''),
    }),
  );

  it('property: a valid address stays valid, and normalising twice changes nothing', () => {
    fc.assert(
      fc.property(validAddress, (address) => {
        expect(addressProblems(address)).toEqual({});
        const once = normaliseAddress(address);
        expect(addressProblems(once)).toEqual({});
        expect(normaliseAddress(once)).toEqual(once);
        expect(sameAddress(once, normaliseAddress({ ...address }))).toBe(true);
      }),
    );
  });

  it('stores codes upper case, the postal code canonical, and drops a blank second line', () => {
    expect(
      normaliseAddress({
        street: ' 24 Sussex Dr ',
        line2: '  ',
        city: ' Ottawa',
        state: 'on',
        zip: 'k1m1m4',
        country: 'ca',
      }),
    ).toEqual({
      street: '24 Sussex Dr',
      city: 'Ottawa',
      state: 'ON',
      zip: 'K1M 1M4',
      country: 'CA',
    });
    expect(normaliseAddress({ ...mexican, state: 'MX-CMX', line2: ' Col. Roma ' })).toMatchObject({
      state: 'CMX',
      line2: 'Col. Roma',
    });
  });

  it('compares addresses field by field, an absent second line the same as a blank one', () => {
    const { line2: _none, ...bare } = mexican;
    expect(sameAddress(bare, { ...bare, line2: '' })).toBe(true);
    expect(sameAddress(mexican, bare)).toBe(false);
    expect(sameAddress(mexican, { ...mexican, zip: '06701' })).toBe(false);
    expect(sameAddress(mexican, null)).toBe(false);
  });
});
