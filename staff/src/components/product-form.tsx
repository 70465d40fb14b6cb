import { Button, Dialog, DialogActions, type Product, showAlert, TextAreaField, TextField, useSessionStore } from '@shop/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { createProduct } from '../api/create-product';
import { getProductCategories } from '../api/get-product-categories';
import { updateProduct } from '../api/update-product';
import { STAFF_TEXT } from '../staff-text';
import type { ProductInput } from '../types';
import { CategoryInput } from './category-input';
import { ImagePicker } from './image-picker';

export interface ProductFormValues {
  name: string;
  description: string;
  category: string;
  price: string;
  stock: string;
  imageUrl: string;
}

type FieldName = Exclude<keyof ProductFormValues, 'imageUrl'>;
export type ProductFormErrors = Partial<Record<FieldName, string>>;

const T = STAFF_TEXT.form;
// The API's limits (api-shapes: price <= 1,000,000; stock 0..1,000,000).
const MAX_PRICE = 1_000_000;
const MAX_STOCK = 1_000_000;
const LABELS: Record<FieldName, string> = {
  name: T.name,
  description: T.description,
  category: T.category,
  price: T.price,
  stock: T.stock,
};

/** PRODUCT.md §5: every field required, price a number >= 0 (cents at most), stock a whole number. */
export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  for (const field of Object.keys(LABELS) as FieldName[]) {
    if (!values[field].trim()) errors[field] = T.required(LABELS[field]);
  }
  if (!errors.price && !/^\d+(\.\d{1,2})?$/.test(values.price.trim())) errors.price = T.priceInvalid;
  if (!errors.stock && !/^-?\d+$/.test(values.stock.trim())) errors.stock = T.stockInvalid;
  return errors;
}

function initialValues(product?: Product): ProductFormValues {
  if (!product) return { name: '', description: '', category: '', price: '', stock: '', imageUrl: '' };
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    price: product.price.toFixed(2),
    stock: String(product.stock),
    imageUrl: product.imageUrl,
  };
}

export interface ProductFormDialogProps {
  /** The product to edit; absent for Add Product. */
  product?: Product;
  onSaved: (product: Product) => void;
  onClose: () => void;
}

/** Add Product and Edit share this form. */
export function ProductFormDialog({ product, onSaved, onClose }: ProductFormDialogProps) {
  const sellerId = useSessionStore((state) => state.userId);
  const [values, setValues] = useState(() => initialValues(product));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [categories, setCategories] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    getProductCategories().then(setCategories, (error: unknown) => console.error('Could not load categories', error));
  }, []);

  const set = (field: keyof ProductFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProductForm(values);
    setErrors(found);
    if (!found.stock && Number(values.stock) < 0) {
      showAlert(T.stockNegativeTitle, T.stockNegative);
      return;
    }
    if (Object.keys(found).length > 0) return;
    if (!values.imageUrl.trim()) {
      showAlert(T.imageMissingTitle, T.imageMissing);
      return;
    }
    const input: ProductInput = {
      name: values.name.trim(),
      description: values.description.trim(),
      category: values.category.trim(),
      price: Number(values.price),
      stock: Number(values.stock),
      imageUrl: values.imageUrl.trim(),
      ...(product ? {} : { sellerId: sellerId ?? undefined }),
    };
    setSaving(true);
    try {
      onSaved(product ? await updateProduct(product.id, input) : await createProduct(input));
    } catch (error) {
      console.error('Saving the product failed', error);
      showAlert(T.saveFailedTitle, T.saveFailed);
      setSaving(false);
    }
  };

  return (
    <Dialog title={product ? T.editTitle : T.addTitle} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={T.name} value={values.name} error={errors.name} required maxLength={120} onChange={(e) => set('name')(e.target.value)} />
        <TextAreaField
          label={T.description}
          value={values.description}
          error={errors.description}
          required
          maxLength={2000}
          onChange={(e) => set('description')(e.target.value)}
        />
        <CategoryInput value={values.category} onChange={set('category')} categories={categories} error={errors.category} />
        <TextField
          label={T.price}
          type="number"
          min={0}
          max={MAX_PRICE}
          step={0.01}
          inputMode="decimal"
          required
          value={values.price}
          error={errors.price}
          onChange={(e) => set('price')(e.target.value)}
        />
        <TextField
          label={T.stock}
          type="number"
          min={0}
          max={MAX_STOCK}
          step={1}
          inputMode="numeric"
          required
          value={values.stock}
          error={errors.stock}
          onChange={(e) => set('stock')(e.target.value)}
        />
        <ImagePicker value={values.imageUrl} onChange={set('imageUrl')} />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? T.saving : T.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
