import { describe, expect, it } from 'vitest';
import { ValueChanges } from './value-changes.ts';

describe('the versions caches key meter values by', () => {
  it('are none until changes can be heard, and none again once they cannot', () => {
    const changes = new ValueChanges();
    expect(changes.versionOf('EL-00000001')).toBeNull();
    expect(changes.versionOfAll()).toBeNull();
    changes.heard();
    expect(changes.versionOf('EL-00000001')).not.toBeNull();
    changes.deaf();
    expect(changes.versionOf('EL-00000001')).toBeNull();
    expect(changes.versionOfAll()).toBeNull();
  });

  it('change with the point’s values, and stay while nothing changes', () => {
    const changes = new ValueChanges();
    changes.heard();
    const before = changes.versionOf('EL-00000001');
    const all = changes.versionOfAll();
    expect(changes.versionOf('EL-00000001')).toBe(before);
    changes.changed('EL-00000001');
    expect(changes.versionOf('EL-00000001')).not.toBe(before);
    expect(changes.versionOfAll()).not.toBe(all);
  });

  it('leave most other points’ entries alone: only those sharing the changed point’s slot move', () => {
    const changes = new ValueChanges();
    changes.heard();
    const points = Array.from({ length: 1000 }, (_, i) => `EL-${String(i).padStart(8, '0')}`);
    const before = points.map((p) => changes.versionOf(p));
    changes.changed(points[0]!);
    const moved = points.filter((p, i) => changes.versionOf(p) !== before[i]);
    expect(moved).toContain(points[0]);
    expect(moved.length).toBeLessThan(5);
  });

  it('retire every earlier entry once changes are heard again: some may have been missed meanwhile', () => {
    const changes = new ValueChanges();
    changes.heard();
    const before = changes.versionOf('VA-00000001');
    const all = changes.versionOfAll();
    changes.deaf();
    changes.heard();
    expect(changes.versionOf('VA-00000001')).not.toBe(before);
    expect(changes.versionOfAll()).not.toBe(all);
  });
});
