/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src', '<rootDir>/mock-backend', '<rootDir>/scripts'],
  testMatch: ['**/__tests__/**/*.test.[jt]s?(x)'],
  // msw's dependencies include ES-module-only packages; compile those for jest's CommonJS runtime.
  transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [
    '/node_modules/(?!(until-async|react-intl|@formatjs|intl-messageformat)/).+\\.(?!mjs$)[^.]+$',
  ],
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/test/styleStub.js',
    '\\.(png|jpe?g|svg|webp|woff2?)$': '<rootDir>/test/fileStub.js',
  },
  testEnvironmentOptions: { url: 'http://localhost/' },
  collectCoverageFrom: ['src/**/*.{ts,tsx}', 'mock-backend/**/*.ts', '!**/__tests__/**', '!**/*.d.ts'],
  coverageReporters: ['text-summary', 'lcov'],
};
