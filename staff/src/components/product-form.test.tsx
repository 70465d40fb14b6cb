import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { ProductFormDialog } from './product-form';
import { fails, mockApi, product, renderStaff, resetStores, signInAs } from '../test/staff-test-utils';

const onSaved = jest.fn();
const onClose = jest.fn();

async function renderForm(editing?: ReturnType<typeof product>) {
  renderStaff(<ProductFormDialog product={editing} onSaved={onSaved} onClose={onClose} />);
  // Lets the categories request settle.
  await act(async () => undefined);
}

async function fillValid(options: { image?: boolean } = {}) {
  await userEvent.type(screen.getByLabelText('Name'), 'Green Mug');
  await userEvent.type(screen.getByLabelText('Description'), 'A mug in green.');
  await userEvent.type(screen.getByRole('combobox', { name: 'Category' }), 'Kitchen');
  await userEvent.type(screen.getByLabelText('Price'), '9.99');
  await userEvent.type(screen.getByLabelText('Stock'), '15');
  if (options.image !== false) await userEvent.type(screen.getByLabelText('Or paste an image URL'), 'https://img.example/green.png');
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('ProductFormDialog', () => {
  beforeEach(() => {
    resetStores();
    signInAs('SELLER', 7);
    onSaved.mockReset();
    onClose.mockReset();
  });

  it('requires name, description, category, price and stock, each error tied to its field', async () => {
    const calls = mockApi({ 'GET /products/categories': [] });
    await renderForm();
    await save();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Category is required');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Price is required');
    expect(screen.getByLabelText('Stock')).toHaveAccessibleDescription('Stock is required');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('offers price as a number with min 0 and step 0.01, and stock with min 0', async () => {
    mockApi({ 'GET /products/categories': [] });
    await renderForm();
    expect(screen.getByLabelText('Price')).toMatchObject({ type: 'number', min: '0', step: '0.01' });
    expect(screen.getByLabelText('Stock')).toMatchObject({ type: 'number', min: '0' });
  });

  it("alerts 'Stock cannot be negative' and sends nothing", async () => {
    const calls = mockApi({ 'GET /products/categories': [] });
    await renderForm();
    await fillValid();
    await userEvent.clear(screen.getByLabelText('Stock'));
    await userEvent.type(screen.getByLabelText('Stock'), '-1');
    await save();
    expect(within(screen.getByRole('alertdialog')).getByText('Stock cannot be negative')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("alerts 'Please upload an image first' when there is no image", async () => {
    const calls = mockApi({ 'GET /products/categories': [] });
    await renderForm();
    await fillValid({ image: false });
    await save();
    expect(within(screen.getByRole('alertdialog')).getByText('Please upload an image first')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses a price with more than 2 decimals', async () => {
    mockApi({ 'GET /products/categories': [] });
    await renderForm();
    await fillValid();
    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '1.999');
    await save();
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Price must be 0 or more, with at most 2 decimals');
  });

  it('suggests existing categories, filters them as you type, picks one, and hides the list 150 ms after blur', async () => {
    mockApi({ 'GET /products/categories': ['Garden', 'Kitchen', 'Kids'] });
    await renderForm();
    const input = screen.getByRole('combobox', { name: 'Category' });
    await userEvent.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    await userEvent.type(input, 'ki');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kitchen', 'Kids']);
    await userEvent.click(screen.getByRole('option', { name: 'Kitchen' }));
    expect(input).toHaveValue('Kitchen');

    await userEvent.click(input);
    expect(screen.getByRole('listbox')).toBeVisible();
    jest.useFakeTimers();
    try {
      act(() => input.blur());
      act(() => jest.advanceTimersByTime(149));
      expect(screen.getByRole('option', { name: 'Kitchen' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('picks a suggestion with the arrow keys and Enter', async () => {
    mockApi({ 'GET /products/categories': ['Garden', 'Kitchen'] });
    await renderForm();
    const input = screen.getByRole('combobox', { name: 'Category' });
    await userEvent.click(input);
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Kitchen');
  });

  it('uploads an image file with file + upload_preset to the configured URL, shows progress and a preview', async () => {
    mockApi({
      'GET /products/categories': [],
      'GET /config': { imageUploadUrl: '/api/uploads', uploadPreset: 'marketplace' },
    });
    let release: (value: unknown) => void = () => undefined;
    const post = jest.spyOn(axios, 'post').mockImplementation((_url, _form, config) => {
      config?.onUploadProgress?.({ loaded: 40, total: 100 } as never);
      return new Promise((resolve) => (release = resolve));
    });
    await renderForm();
    const file = new File(['png'], 'mug.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload image'), file);
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    const [url, form, config] = post.mock.calls[0];
    expect(url).toBe('http://localhost/api/uploads');
    expect((form as FormData).get('file')).toBe(file);
    expect((form as FormData).get('upload_preset')).toBe('marketplace');
    expect(config?.headers).toEqual({ Authorization: expect.stringMatching(/^Bearer /) });
    await act(async () => release({ data: { secure_url: '/api/uploads/abc.png' } }));
    expect(await screen.findByRole('img', { name: 'Preview of the product image' })).toHaveAttribute('src', '/api/uploads/abc.png');
    expect(screen.getByLabelText('Or paste an image URL')).toHaveValue('/api/uploads/abc.png');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('accepts image files only', async () => {
    mockApi({ 'GET /products/categories': [] });
    const post = jest.spyOn(axios, 'post');
    await renderForm();
    const input = screen.getByLabelText('Upload image');
    expect(input).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription('Only image files can be uploaded');
    expect(post).not.toHaveBeenCalled();
  });

  it("alerts 'Failed to upload image.' when the upload fails", async () => {
    mockApi({ 'GET /products/categories': [], 'GET /config': { imageUploadUrl: '/api/uploads', uploadPreset: 'p' } });
    jest.spyOn(axios, 'post').mockRejectedValue(new Error('network'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderForm();
    await userEvent.upload(screen.getByLabelText('Upload image'), new File(['png'], 'a.png', { type: 'image/png' }));
    expect(await within(await screen.findByRole('alertdialog')).findByText('Failed to upload image.')).toBeInTheDocument();
  });

  it('previews a pasted URL and creates the product with the seller id', async () => {
    const created = product({ id: 9, name: 'Green Mug' });
    const calls = mockApi({ 'GET /products/categories': [], 'POST /products': created });
    await renderForm();
    await fillValid();
    expect(screen.getByRole('img', { name: 'Preview of the product image' })).toHaveAttribute('src', 'https://img.example/green.png');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Green Mug',
      description: 'A mug in green.',
      category: 'Kitchen',
      price: 9.99,
      stock: 15,
      imageUrl: 'https://img.example/green.png',
      sellerId: 7,
    });
  });

  it('edits a product with PUT, starting from its values', async () => {
    const existing = product({ id: 3, price: 5, stock: 2 });
    const calls = mockApi({ 'GET /products/categories': [], 'PUT /products/3': { ...existing, stock: 30 } });
    await renderForm(existing);
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveValue(5);
    await userEvent.clear(screen.getByLabelText('Stock'));
    await userEvent.type(screen.getByLabelText('Stock'), '30');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'Blue Mug', stock: 30, price: 5 });
  });

  it("alerts 'Failed to save product. See console for details.' when saving fails", async () => {
    mockApi({ 'GET /products/categories': [], 'POST /products': fails(500) });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderForm();
    await fillValid();
    await save();
    expect(await within(await screen.findByRole('alertdialog')).findByText('Failed to save product. See console for details.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
