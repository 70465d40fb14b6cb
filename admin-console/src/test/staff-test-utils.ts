// The staff test helpers (API mock, render with theme/router/alerts, sign-in) live beside the shared staff code.
export * from '../../../shared/src/staff/test/staff-test-utils';
