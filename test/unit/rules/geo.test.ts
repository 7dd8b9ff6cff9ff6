// Issue #21: H5 asks for WGS-84 (a browser refuses gcj02) and converts where a map draws in
// GCJ-02, with the standard published transform; the server measures AR check-ins with the same
// distance rule (src/rules/geo.ts).
import { distanceMeters, isInChina, wgs84ToGcj02 } from '../../../src/rules/geo';

describe('WGS-84 to GCJ-02', () => {
  test("the published reference point (wandergis/coordtransform's README: Tiananmen)", () => {
    expect(wgs84ToGcj02({ latitude: 39.915, longitude: 116.404 })).toEqual({
      latitude: 39.91640428150164,
      longitude: 116.41024449916938,
    });
  });

  test('Macau is shifted by a few hundred metres, as a map of China draws it', () => {
    const senado = { latitude: 22.1935, longitude: 113.539 };
    const shifted = wgs84ToGcj02(senado);
    expect(shifted.latitude).toBeCloseTo(22.190574, 5);
    expect(shifted.longitude).toBeCloseTo(113.544117, 5);
    const offset = distanceMeters(senado, shifted);
    expect(offset).toBeGreaterThan(400);
    expect(offset).toBeLessThan(700);
  });

  test('outside China the two datums are the same', () => {
    const lisbon = { latitude: 38.7223, longitude: -9.1393 };
    expect(isInChina(lisbon)).toBe(false);
    expect(wgs84ToGcj02(lisbon)).toEqual(lisbon);
  });
});

describe('distance (SPEC §9 earth radius 6371000 m)', () => {
  test('a thousandth of a degree of latitude is about 111 m, on both sides', () => {
    const a = { latitude: 22.19, longitude: 113.54 };
    expect(distanceMeters(a, { ...a, latitude: 22.191 })).toBeCloseTo(111.19, 1);
  });
});
