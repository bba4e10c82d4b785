import { primeLocaleData } from '../loadMessages';

describe('primeLocaleData', () => {
  it("asks for the locale's number and date data, and leaves a malformed tag to the provider", () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      primeLocaleData('fr-FR');
      expect(numbers).toHaveBeenCalledWith('fr-FR');
      expect(dates).toHaveBeenCalledWith('fr-FR');
      expect(() => primeLocaleData('not a tag!')).not.toThrow();
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });
});
