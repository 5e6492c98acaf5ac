import { describe, expect, it } from 'vitest';
import { apiTable, checkTargets, parseEnvList, type SystemSummary } from './api';

const purchase = (perS: number, cpuMsPer: number, databaseCpuMsPer: number | null = null) => ({
  purchase: { perS, p50Ms: 100, p99Ms: 300, cpuMsPer, databaseCpuMsPer, failed: 0 },
});

const system = (name: SystemSummary['system'], scenarios: SystemSummary['scenarios']) => ({
  system: name,
  idleRssMb: 120,
  peakRssMb: 200,
  scenarios,
});

describe("bench:api's targets", () => {
  const floor = system('floor', purchase(900, 0.8));
  const sample = system('paypal-sample', purchase(400, 2.5));

  it("holds the API's and PostgreSQL's CPU together against the sample's", () => {
    const targets = checkTargets([floor, sample, system('api-postgres', purchase(250, 2.3, 3.4))]);
    const byName = new Map(targets.map((check) => [check.target, check]));
    // The API alone is within the sample's CPU, the API and its database are not.
    expect(byName.get('PostgreSQL API CPU per purchase ÷ PayPal sample')).toMatchObject({
      value: 0.92,
      met: true,
    });
    expect(byName.get('PostgreSQL API + database CPU per purchase ÷ PayPal sample')).toEqual({
      target: 'PostgreSQL API + database CPU per purchase ÷ PayPal sample',
      value: 2.28,
      limit: 1,
      met: false,
    });
  });

  it('leaves the combined target out when the database is not on this machine', () => {
    const targets = checkTargets([floor, sample, system('api-postgres', purchase(250, 2.3))]);
    expect(targets.map((check) => check.target)).not.toContain(
      'PostgreSQL API + database CPU per purchase ÷ PayPal sample',
    );
    expect(targets.map((check) => check.target)).toContain(
      'PostgreSQL API CPU per purchase ÷ PayPal sample',
    );
  });

  it("holds the embedded default to 0.9× the PostgreSQL path's rate", () => {
    const targets = checkTargets([
      floor,
      sample,
      system('api-postgres', purchase(250, 2.3, 3.4)),
      system('api-embedded', purchase(220, 2.4, 3.5)),
    ]);
    expect(
      targets.find((check) => check.target === 'embedded default purchases/s ÷ PostgreSQL path'),
    ).toEqual({
      target: 'embedded default purchases/s ÷ PostgreSQL path',
      value: 0.88,
      limit: 0.9,
      met: false,
    });
    // Not a PGlite: none of PGlite's targets for it.
    expect(targets.map((check) => check.target)).not.toContain('PGlite purchases/s ÷ floor');
  });

  it('measures the other build beside this one, against no target', () => {
    const systems = [
      floor,
      sample,
      system('api-postgres', purchase(250, 2.3, 3.4)),
      system('api-postgres-compare', purchase(10, 90, 90)),
    ];
    const targets = checkTargets(systems);
    // Only api-postgres's own checks: the compared build's poor figures fail none of them.
    expect(targets.filter((check) => !check.met).map((check) => check.target)).toEqual([
      'PostgreSQL purchases/s ÷ PayPal sample',
      'PostgreSQL API + database CPU per purchase ÷ PayPal sample',
      'PostgreSQL purchases/s ÷ floor',
      'PostgreSQL CPU per purchase ÷ floor',
    ]);
    const table = apiTable({
      settings: { concurrency: 50, durationS: 10, rounds: 3 },
      systems,
      targets,
      runs: [],
    });
    expect(table).toMatch(/api-postgres-compare +purchase +10 /);
    expect(table).toContain('PostgreSQL CPU ms');
  });
});

describe('--compare-env', () => {
  it('reads KEY=VALUE pairs, an empty value kept', () => {
    expect(parseEnvList('DATABASE_POOL_SIZE=4, LOG_LEVEL=')).toEqual({
      DATABASE_POOL_SIZE: '4',
      LOG_LEVEL: '',
    });
    expect(parseEnvList(undefined)).toEqual({});
  });

  it('refuses what is not KEY=VALUE', () => {
    expect(() => parseEnvList('pool=4')).toThrow(/"pool=4" is not KEY=VALUE/);
    expect(() => parseEnvList('DATABASE_POOL_SIZE')).toThrow(/not KEY=VALUE/);
  });
});
