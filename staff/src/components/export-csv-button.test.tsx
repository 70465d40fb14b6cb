import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportCsvButton } from './export-csv-button';
import { fails, mockApi, renderStaff, resetStores, signInAs } from '../test/staff-test-utils';

describe('ExportCsvButton', () => {
  beforeEach(() => {
    resetStores();
    signInAs('SELLER', 7, 'sam');
  });

  it('asks the server for the export, and says so when the download fails', async () => {
    const calls = mockApi({ 'GET /products/export': fails(503) });
    renderStaff(<ExportCsvButton path="/products/export" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export failed. Please try again.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /products/export']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled');
  });
});
