/**
 * Where the shop ships: every country of ISO 3166-1 (alpha-2 codes, as the address stores them and
 * PayPal's `country_code` takes them) less the few it cannot ship to. Only codes live here: a
 * country's name comes from `Intl.DisplayNames` in the reader's language, never from a list.
 */

/** Every code ISO 3166-1 assigns (249), in code order. */
export const ISO_COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ' +
  'ZW'
).split(' ');

/**
 * The destinations the shop does not ship to, and why
 * (docs/decisions/012-destinations-not-shipped-to.md): countries under comprehensive sanctions
 * that bind PayPal and the carriers, and territories with no civilian post. Everything else is
 * worldwide, as the shop's shipping policy says.
 */
export const NOT_SHIPPED_TO: Readonly<Record<string, string>> = {
  CU: 'comprehensive sanctions (OFAC), PayPal does not serve it',
  IR: 'comprehensive sanctions (OFAC, EU), PayPal does not serve it',
  KP: 'comprehensive sanctions (UN, OFAC, EU)',
  SY: 'comprehensive sanctions; carriers do not deliver',
  RU: 'sanctions (EU, US); PayPal suspended its service, DHL, FedEx and UPS their deliveries',
  BY: 'sanctions (EU, US); carriers suspended their deliveries',
  AQ: 'no postal delivery (Antarctica)',
  BV: 'uninhabited',
  HM: 'uninhabited',
  GS: 'no civilian postal delivery',
  TF: 'no civilian postal delivery',
  UM: 'no civilian postal delivery',
  IO: 'no civilian postal delivery (military base)',
};

const SHIPPED_TO = new Set(ISO_COUNTRY_CODES.filter((code) => !(code in NOT_SHIPPED_TO)));

/** The codes of the countries the shop ships to, in code order. */
export const SHIPPING_COUNTRIES: readonly string[] = [...SHIPPED_TO];

export function isShippingCountry(code: string): boolean {
  return SHIPPED_TO.has(code);
}

/** True for a code ISO 3166-1 assigns (whether or not the shop ships there). */
export function isCountryCode(code: string): boolean {
  return ISO_COUNTRY_CODES.includes(code);
}
