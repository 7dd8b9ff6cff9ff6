import fc from 'fast-check';
import { EARTH_RADIUS_M, distanceMeters, formatDistance, type LatLng } from '@/shared/lib/geo';

const RUINS_OF_ST_PAULS: LatLng = { latitude: 22.197486, longitude: 113.540895 };
const A_MA_TEMPLE: LatLng = { latitude: 22.186121, longitude: 113.531078 };
const SENADO_SQUARE: LatLng = { latitude: 22.193577, longitude: 113.539583 };

const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distance (SPEC §9 earth radius 6371000 m)', () => {
  test('the radius', () => {
    expect(EARTH_RADIUS_M).toBe(6371000);
  });

  test("Ruins of St. Paul's to A-Ma Temple is about 1.6 km as the crow flies", () => {
    const d = distanceMeters(RUINS_OF_ST_PAULS, A_MA_TEMPLE);
    expect(d).toBeGreaterThan(1500);
    expect(d).toBeLessThan(1700);
  });

  test("Ruins of St. Paul's to Senado Square is under half a kilometre", () => {
    const d = distanceMeters(RUINS_OF_ST_PAULS, SENADO_SQUARE);
    expect(d).toBeGreaterThan(400);
    expect(d).toBeLessThan(480);
  });

  test('one degree of latitude is R * pi / 180; a quarter of the equator is R * pi / 2', () => {
    expect(
      distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }),
    ).toBeCloseTo((EARTH_RADIUS_M * Math.PI) / 180, 3);
    expect(
      distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 }),
    ).toBeCloseTo((EARTH_RADIUS_M * Math.PI) / 2, 3);
    expect(
      distanceMeters({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }),
    ).toBeCloseTo(EARTH_RADIUS_M * Math.PI, 3);
  });

  test('the same point is 0 m away', () => {
    fc.assert(fc.property(point, (p) => expect(distanceMeters(p, p)).toBe(0)));
  });

  test('symmetric, never negative, never more than half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMeters(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(EARTH_RADIUS_M * Math.PI + 1e-6);
        expect(distanceMeters(b, a)).toBeCloseTo(d, 6);
      }),
    );
  });

  test('triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        const detour = distanceMeters(a, b) + distanceMeters(b, c);
        // Haversine in doubles is good to about one part in 1e9; near antipodal points that is
        // centimetres on 20,000 km, so the tolerance is relative (found by CI's random seed).
        expect(distanceMeters(a, c)).toBeLessThanOrEqual(detour * (1 + 1e-9) + 1e-3);
      }),
    );
  });

  test('triangle inequality holds at the counterexample CI found near the antipode', () => {
    const a = { latitude: 0, longitude: -179.99999790869023 };
    const b = { latitude: 6.037091348628667e-7, longitude: 0 };
    const c = { latitude: 0, longitude: 0 };
    const detour = distanceMeters(a, b) + distanceMeters(b, c);
    expect(distanceMeters(a, c)).toBeLessThanOrEqual(detour * (1 + 1e-9) + 1e-3);
  });
});

describe('formatDistance', () => {
  test.each<[number, string]>([
    [0, '0 m'],
    [850, '850 m'],
    [849.6, '850 m'],
    [999.4, '999 m'],
    [999.6, '1.0 km'],
    [1000, '1.0 km'],
    [1234, '1.2 km'],
    [1250, '1.3 km'],
    [99_940, '99.9 km'],
    [150_000, '150 km'],
  ])('%d m -> %s', (meters, text) => {
    expect(formatDistance(meters)).toBe(text);
  });

  test('no distance gives an empty string', () => {
    for (const bad of [Number.NaN, -1, Number.POSITIVE_INFINITY])
      expect(formatDistance(bad)).toBe('');
  });

  test('metres below 1000, kilometres from there on', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2e7, noNaN: true }), (m) => {
        const text = formatDistance(m);
        expect(text).toMatch(Math.round(m) < 1000 ? /^\d{1,3} m$/ : /^\d+(\.\d)? km$/);
      }),
    );
  });
});
