import { describe, expect, it } from 'vitest';
import { findProduct, PRODUCTS, type Product } from '#domain/catalog';
import { parseExchangeRate, pesosFor } from '#domain/pesos';
import { DEFAULT_PESO_ESTIMATE_RATE as PESO_ESTIMATE_RATE } from '#site/exchange-rate';
import { CATALOGUES } from '../i18n/catalogues.server';
import { productLabels } from './product-labels';

const product = (id: string) => findProduct(id) as Product;
const en = productLabels(CATALOGUES.en.productLabels, 'en-US');
const es = productLabels(CATALOGUES.es.productLabels, 'es-MX');

describe('how products read', () => {
  it('labels every status as the spec says, in both languages (the status pill reads them)', () => {
    const status = (locale: 'en' | 'es') => CATALOGUES[locale].productLabels.status;
    expect(status('en').available).toBe('Available');
    expect(status('en').presale).toBe('Presale');
    expect(status('en').coming).toBe('Coming Soon');
    expect(status('es').presale).toBe('Preventa');
    expect(status('es').coming).toBe('Próximamente');
  });

  it('words each price from its cents', () => {
    expect(en.price(product('octahedron'))).toBe('US$391');
    expect(en.originalPrice(product('octahedron'))).toBe('US$489');
    expect(en.discount(product('octahedron'))).toBe('20% off');
    expect(en.price(product('custom-ely'))).toBe('From US$5/month');
    expect(en.price(product('corporate'))).toBe('From US$15,000');
    expect(en.price(product('academy'))).toBe('From US$299');
    expect(en.figure(product('academy'))).toBe('US$299');
    expect(en.price(product('consulting'))).toBe('By quote');
    expect(en.originalPrice(product('custom-ely'))).toBeNull();
    expect(en.discount(product('corporate'))).toBeNull();
  });

  it('says when a presale good ships and the latest day it arrives, as each language writes dates', () => {
    expect(en.shipsFrom(product('octahedron'))).toBe(
      'Expected to ship from March 2027; delivered by June 30, 2027 at the latest',
    );
    expect(es.shipsFrom(product('octahedron'))).toBe(
      'Envío previsto a partir de marzo de 2027; entrega a más tardar el 30 de junio de 2027',
    );
    expect(en.shipsFrom(product('custom-ely'))).toBeNull();
    expect(en.presaleDates(product('octahedron'))).toEqual({
      shipsFrom: 'March 2027',
      deliverBy: 'June 30, 2027',
    });
  });

  it('words the warranty from its months, in years when whole', () => {
    expect(en.warranty(product('octahedron'))).toBe('2 years');
    expect(es.warranty(product('octahedron'))).toBe('2 años');
    expect(en.warranty({ warrantyMonths: 18 })).toBe('18 months');
    expect(es.warranty({ warrantyMonths: 12 })).toBe('1 año');
    expect(en.warranty(product('custom-ely'))).toBeNull();
  });

  it('writes dollars the Mexican Spanish way, never as pesos', () => {
    expect(es.price(product('octahedron'))).toBe('USD\u00a0391');
    expect(es.price(product('custom-ely'))).toBe('Desde USD\u00a05 al mes');
    expect(es.price(product('corporate'))).toBe('Desde USD\u00a015,000');
    expect(es.discount(product('octahedron'))).toBe('20% de descuento');
    expect(es.price(product('consulting'))).toBe('Bajo cotización');
  });

  it('has copy for every product in both languages, and what ships in the box only for shipped goods', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const item of PRODUCTS) {
        const copy = catalogue.products[item.id];
        expect(copy.subtitle, item.id).not.toBe('');
        expect(copy.description.length, item.id).toBeGreaterThan(40);
        expect(copy.features.length, item.id).toBeGreaterThan(0);
        expect(copy.includesBox.length > 0, item.id).toBe(item.shipsGoods);
      }
    }
  });

  it('adds an approximate amount in pesos on Spanish pages only, from the operator’s rate', () => {
    const rate = parseExchangeRate(PESO_ESTIMATE_RATE.pesosPerDollar);
    // The default rate and its day are valid, or a build without its own would show no estimate.
    expect(rate).not.toBeNull();
    expect(PESO_ESTIMATE_RATE.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(PESO_ESTIMATE_RATE.asOf))).toBe(false);
    const pesos = pesosFor(39100, rate ?? 0).toLocaleString('en-US');
    const nbsp = (text: string | undefined) => text?.replace(/\s/g, ' ');
    const estimate = es.pesoEstimate(39100);
    expect(nbsp(estimate?.shown)).toBe(`≈ MXN ${pesos}`);
    expect(nbsp(estimate?.spoken)).toBe(`aproximadamente MXN ${pesos}`);
    const note = nbsp(es.pesoEstimateNote() ?? '');
    expect(note).toContain('aproximados');
    expect(note).toContain('El cobro se hace en dólares (USD)');
    expect(note).toMatch(/MXN \d+\.\d{2}/);
    expect(en.pesoEstimate(39100)).toBeNull();
    expect(en.pesoEstimateNote()).toBeNull();
  });
});
