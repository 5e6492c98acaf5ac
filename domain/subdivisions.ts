/**
 * The countries whose addresses name their state from a fixed list: ISO 3166-2 subdivisions, kept
 * by their code after the country's ('CMX' of MX-CMX), which is what the address stores, PayPal's
 * `admin_area_1` takes ("CA and not California") and carriers print. No Intl API names
 * subdivisions, so their names are kept here, in each language the site speaks.
 */

export interface Subdivision {
  /** ISO 3166-2 code without the country: 'CMX', 'TX', 'ON'. */
  code: string;
  /** Its name in English and in (Mexican) Spanish. */
  en: string;
  es: string;
}

const same = (code: string, name: string): Subdivision => ({ code, en: name, es: name });

/** Mexico's 32 federal entities: 31 states and the capital (MX-CMX since 2016). */
const MEXICO: readonly Subdivision[] = [
  same('AGU', 'Aguascalientes'),
  same('BCN', 'Baja California'),
  same('BCS', 'Baja California Sur'),
  same('CAM', 'Campeche'),
  same('CHP', 'Chiapas'),
  same('CHH', 'Chihuahua'),
  { code: 'CMX', en: 'Mexico City', es: 'Ciudad de México' },
  same('COA', 'Coahuila'),
  same('COL', 'Colima'),
  same('DUR', 'Durango'),
  same('GUA', 'Guanajuato'),
  same('GRO', 'Guerrero'),
  same('HID', 'Hidalgo'),
  same('JAL', 'Jalisco'),
  { code: 'MEX', en: 'State of Mexico', es: 'Estado de México' },
  same('MIC', 'Michoacán'),
  same('MOR', 'Morelos'),
  same('NAY', 'Nayarit'),
  same('NLE', 'Nuevo León'),
  same('OAX', 'Oaxaca'),
  same('PUE', 'Puebla'),
  same('QUE', 'Querétaro'),
  same('ROO', 'Quintana Roo'),
  same('SLP', 'San Luis Potosí'),
  same('SIN', 'Sinaloa'),
  same('SON', 'Sonora'),
  same('TAB', 'Tabasco'),
  same('TAM', 'Tamaulipas'),
  same('TLA', 'Tlaxcala'),
  same('VER', 'Veracruz'),
  same('YUC', 'Yucatán'),
  same('ZAC', 'Zacatecas'),
];

/**
 * The 50 states and the District of Columbia. Puerto Rico, Guam and the other territories have
 * ISO 3166-1 codes of their own and are chosen as countries.
 */
const UNITED_STATES: readonly Subdivision[] = [
  same('AL', 'Alabama'),
  same('AK', 'Alaska'),
  same('AZ', 'Arizona'),
  same('AR', 'Arkansas'),
  same('CA', 'California'),
  same('CO', 'Colorado'),
  same('CT', 'Connecticut'),
  same('DE', 'Delaware'),
  { code: 'DC', en: 'District of Columbia', es: 'Distrito de Columbia' },
  same('FL', 'Florida'),
  same('GA', 'Georgia'),
  { code: 'HI', en: 'Hawaii', es: 'Hawái' },
  same('ID', 'Idaho'),
  same('IL', 'Illinois'),
  same('IN', 'Indiana'),
  same('IA', 'Iowa'),
  same('KS', 'Kansas'),
  same('KY', 'Kentucky'),
  { code: 'LA', en: 'Louisiana', es: 'Luisiana' },
  same('ME', 'Maine'),
  same('MD', 'Maryland'),
  same('MA', 'Massachusetts'),
  { code: 'MI', en: 'Michigan', es: 'Míchigan' },
  same('MN', 'Minnesota'),
  { code: 'MS', en: 'Mississippi', es: 'Misisipi' },
  { code: 'MO', en: 'Missouri', es: 'Misuri' },
  same('MT', 'Montana'),
  same('NE', 'Nebraska'),
  same('NV', 'Nevada'),
  { code: 'NH', en: 'New Hampshire', es: 'Nuevo Hampshire' },
  { code: 'NJ', en: 'New Jersey', es: 'Nueva Jersey' },
  { code: 'NM', en: 'New Mexico', es: 'Nuevo México' },
  { code: 'NY', en: 'New York', es: 'Nueva York' },
  { code: 'NC', en: 'North Carolina', es: 'Carolina del Norte' },
  { code: 'ND', en: 'North Dakota', es: 'Dakota del Norte' },
  same('OH', 'Ohio'),
  same('OK', 'Oklahoma'),
  { code: 'OR', en: 'Oregon', es: 'Oregón' },
  { code: 'PA', en: 'Pennsylvania', es: 'Pensilvania' },
  same('RI', 'Rhode Island'),
  { code: 'SC', en: 'South Carolina', es: 'Carolina del Sur' },
  { code: 'SD', en: 'South Dakota', es: 'Dakota del Sur' },
  same('TN', 'Tennessee'),
  same('TX', 'Texas'),
  same('UT', 'Utah'),
  same('VT', 'Vermont'),
  same('VA', 'Virginia'),
  same('WA', 'Washington'),
  { code: 'WV', en: 'West Virginia', es: 'Virginia Occidental' },
  same('WI', 'Wisconsin'),
  same('WY', 'Wyoming'),
];

/** Canada's ten provinces and three territories. */
const CANADA: readonly Subdivision[] = [
  same('AB', 'Alberta'),
  { code: 'BC', en: 'British Columbia', es: 'Columbia Británica' },
  same('MB', 'Manitoba'),
  { code: 'NB', en: 'New Brunswick', es: 'Nuevo Brunswick' },
  { code: 'NL', en: 'Newfoundland and Labrador', es: 'Terranova y Labrador' },
  { code: 'NS', en: 'Nova Scotia', es: 'Nueva Escocia' },
  same('ON', 'Ontario'),
  { code: 'PE', en: 'Prince Edward Island', es: 'Isla del Príncipe Eduardo' },
  same('QC', 'Quebec'),
  same('SK', 'Saskatchewan'),
  { code: 'NT', en: 'Northwest Territories', es: 'Territorios del Noroeste' },
  same('NU', 'Nunavut'),
  { code: 'YT', en: 'Yukon', es: 'Yukón' },
];

const SUBDIVISIONS: Readonly<Record<string, readonly Subdivision[]>> = {
  MX: MEXICO,
  US: UNITED_STATES,
  CA: CANADA,
};

/** The country's fixed list of states or provinces, or null where the state is free text. */
export function subdivisionsOf(country: string): readonly Subdivision[] | null {
  return SUBDIVISIONS[country] ?? null;
}

/**
 * A state's name in a language ('en', 'es', or a BCP 47 tag such as 'es-MX'), or null when the
 * country has no list or the code is not in it (an old order's free text, say).
 */
export function subdivisionName(country: string, code: string, language: string): string | null {
  const found = subdivisionsOf(country)?.find((subdivision) => subdivision.code === code);
  if (!found) return null;
  return language.toLowerCase().startsWith('es') ? found.es : found.en;
}
