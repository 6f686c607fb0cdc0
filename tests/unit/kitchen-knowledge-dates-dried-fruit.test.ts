import { describe, expect, it } from 'vitest';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import '../../shared/kitchen/index';

/** Written before the change ran: dried dates are dried fruit, whose label is checked for sulphites. */
describe('dates are dried fruit', () => {
  it.each(['200g pitted dates, chopped', '100 g Datteln', '200 g de dattes', '150 g de dátiles', '6 medjool dates'])('%s', (line) => {
    expect(analyseLine(line).maybe.has('sulphites'), line).toBe(true);
  });
});
