import type { PersonType } from './rfc';

/**
 * The SAT's catalogues a factura's receiver is named with (CFDI 4.0, Anexo 20): c_RegimenFiscal
 * (the receiver's tax regime) and c_UsoCFDI (what the receiver will use the factura for), with
 * which kind of taxpayer each is for and which regimes each use allows.
 *
 * Source: the SAT's catalogue workbook catCFDI_V_4 (sheets c_RegimenFiscal and c_UsoCFDI, the
 * columns "Física", "Moral" and "Régimen Fiscal Receptor"), as published with Anexo 20 of the
 * Resolución Miscelánea Fiscal for CFDI 4.0 (version of 15 November 2023, unchanged in the
 * combinations since the 2022 release). Regimes the SAT has closed to new facturas (609
 * Consolidación, 628 Hidrocarburos, 629, 630) are left out. English names are the shop's
 * translation for the page; the Spanish ones are the SAT's words.
 *
 * When the SAT publishes a new version, change this file (and its test) and nothing else.
 */

export interface TaxRegime {
  code: string;
  es: string;
  en: string;
  /** Which taxpayers may be in it: a persona física (13-character RFC), a moral (12), or both. */
  for: readonly PersonType[];
}

const FISICA = ['fisica'] as const;
const MORAL = ['moral'] as const;
const BOTH = ['fisica', 'moral'] as const;

export const TAX_REGIMES: readonly TaxRegime[] = [
  {
    code: '601',
    for: MORAL,
    es: 'General de Ley Personas Morales',
    en: 'General regime for companies',
  },
  {
    code: '603',
    for: MORAL,
    es: 'Personas Morales con Fines no Lucrativos',
    en: 'Non-profit organisations',
  },
  {
    code: '605',
    for: FISICA,
    es: 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
    en: 'Wages and salaries',
  },
  { code: '606', for: FISICA, es: 'Arrendamiento', en: 'Rental income' },
  {
    code: '607',
    for: FISICA,
    es: 'Régimen de Enajenación o Adquisición de Bienes',
    en: 'Sale or acquisition of goods',
  },
  { code: '608', for: FISICA, es: 'Demás ingresos', en: 'Other income' },
  {
    code: '610',
    for: BOTH,
    es: 'Residentes en el Extranjero sin Establecimiento Permanente en México',
    en: 'Foreign residents without a permanent establishment in Mexico',
  },
  {
    code: '611',
    for: FISICA,
    es: 'Ingresos por Dividendos (socios y accionistas)',
    en: 'Dividend income (partners and shareholders)',
  },
  {
    code: '612',
    for: FISICA,
    es: 'Personas Físicas con Actividades Empresariales y Profesionales',
    en: 'Individuals with business and professional activities',
  },
  { code: '614', for: FISICA, es: 'Ingresos por intereses', en: 'Interest income' },
  {
    code: '615',
    for: FISICA,
    es: 'Régimen de los ingresos por obtención de premios',
    en: 'Prize income',
  },
  { code: '616', for: FISICA, es: 'Sin obligaciones fiscales', en: 'No tax obligations' },
  {
    code: '620',
    for: MORAL,
    es: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    en: 'Production cooperatives deferring their income',
  },
  { code: '621', for: FISICA, es: 'Incorporación Fiscal', en: 'Tax incorporation regime' },
  {
    code: '622',
    for: MORAL,
    es: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
    en: 'Agriculture, livestock, forestry and fishing',
  },
  {
    code: '623',
    for: MORAL,
    es: 'Opcional para Grupos de Sociedades',
    en: 'Optional regime for groups of companies',
  },
  { code: '624', for: MORAL, es: 'Coordinados', en: 'Coordinated (transport) companies' },
  {
    code: '625',
    for: FISICA,
    es: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    en: 'Business income through technology platforms',
  },
  {
    code: '626',
    for: BOTH,
    es: 'Régimen Simplificado de Confianza',
    en: 'Simplified trust regime (RESICO)',
  },
];

export interface CfdiUse {
  code: string;
  es: string;
  en: string;
  for: readonly PersonType[];
  /** The receiver's regimes the SAT accepts with this use ("Régimen Fiscal Receptor"). */
  regimes: readonly string[];
  /**
   * A use a sale's factura can carry: CP01 (payments) and CN01 (payroll) belong to other kinds
   * of CFDI, so the form does not offer them and the API refuses them.
   */
  forSale: boolean;
}

/** The regimes of a business's purchases and investments (G01–G03, I01–I08). */
const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
/** The regimes of a persona física's personal deductions (D01–D10). */
const PERSONAL = ['605', '606', '608', '611', '612', '614', '607', '615', '625'];
/** Every regime: "Sin efectos fiscales" and payments. */
const ANY = [
  '601',
  '603',
  '605',
  '606',
  '608',
  '610',
  '611',
  '612',
  '614',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '607',
  '615',
  '625',
  '626',
];

const business = (code: string, es: string, en: string): CfdiUse => ({
  code,
  es,
  en,
  for: BOTH,
  regimes: BUSINESS,
  forSale: true,
});
const personal = (code: string, es: string, en: string): CfdiUse => ({
  code,
  es,
  en,
  for: FISICA,
  regimes: PERSONAL,
  forSale: true,
});

export const CFDI_USES: readonly CfdiUse[] = [
  business('G01', 'Adquisición de mercancías', 'Purchase of goods'),
  business('G02', 'Devoluciones, descuentos o bonificaciones', 'Returns, discounts or rebates'),
  business('G03', 'Gastos en general', 'General expenses'),
  business('I01', 'Construcciones', 'Construction'),
  business(
    'I02',
    'Mobiliario y equipo de oficina por inversiones',
    'Office furniture and equipment (investment)',
  ),
  business('I03', 'Equipo de transporte', 'Transport equipment'),
  business('I04', 'Equipo de computo y accesorios', 'Computer equipment and accessories'),
  business('I05', 'Dados, troqueles, moldes, matrices y herramental', 'Dies, moulds and tooling'),
  business('I06', 'Comunicaciones telefónicas', 'Telephone communications'),
  business('I07', 'Comunicaciones satelitales', 'Satellite communications'),
  business('I08', 'Otra maquinaria y equipo', 'Other machinery and equipment'),
  personal(
    'D01',
    'Honorarios médicos, dentales y gastos hospitalarios',
    'Medical, dental and hospital fees',
  ),
  personal(
    'D02',
    'Gastos médicos por incapacidad o discapacidad',
    'Medical expenses for disability',
  ),
  personal('D03', 'Gastos funerales', 'Funeral expenses'),
  personal('D04', 'Donativos', 'Donations'),
  personal(
    'D05',
    'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
    'Real interest paid on a home mortgage',
  ),
  personal(
    'D06',
    'Aportaciones voluntarias al SAR',
    'Voluntary retirement savings (SAR) contributions',
  ),
  personal('D07', 'Primas por seguros de gastos médicos', 'Medical insurance premiums'),
  personal('D08', 'Gastos de transportación escolar obligatoria', 'Compulsory school transport'),
  personal(
    'D09',
    'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
    'Savings deposits and pension plan premiums',
  ),
  personal('D10', 'Pagos por servicios educativos (colegiaturas)', 'Tuition fees'),
  {
    code: 'S01',
    es: 'Sin efectos fiscales',
    en: 'No tax effects',
    for: BOTH,
    regimes: ANY,
    forSale: true,
  },
  { code: 'CP01', es: 'Pagos', en: 'Payments', for: BOTH, regimes: ANY, forSale: false },
  { code: 'CN01', es: 'Nómina', en: 'Payroll', for: FISICA, regimes: ['605'], forSale: false },
];

export const findTaxRegime = (code: string): TaxRegime | undefined =>
  TAX_REGIMES.find((regime) => regime.code === code);

export const findCfdiUse = (code: string): CfdiUse | undefined =>
  CFDI_USES.find((use) => use.code === code);

/** The regimes a taxpayer of this kind may declare (every one when the kind is not known yet). */
export function regimesFor(personType: PersonType | null): TaxRegime[] {
  return TAX_REGIMES.filter((regime) => personType === null || regime.for.includes(personType));
}

/**
 * The uses a sale's factura may carry for a receiver in `regimeCode` (and, once the RFC says so,
 * of this kind): what the form offers once a regime is chosen.
 */
export function usesFor(regimeCode: string, personType: PersonType | null = null): CfdiUse[] {
  return CFDI_USES.filter(
    (use) =>
      use.forSale &&
      use.regimes.includes(regimeCode) &&
      (personType === null || use.for.includes(personType)),
  );
}

/** Whether the SAT accepts this use for a receiver of this regime and kind, on a sale. */
export function isAllowedCombination(
  regimeCode: string,
  useCode: string,
  personType: PersonType | null = null,
): boolean {
  return usesFor(regimeCode, personType).some((use) => use.code === useCode);
}
