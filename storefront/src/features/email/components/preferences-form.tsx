import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, type MailPreference, showNotice, useQuery } from '@shop/shared';
import { LoadingText } from '../../../components/loading-text';
import { PageMessage } from '../../../components/page-message';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { getMailPreferences, saveMailPreferences } from '../api/email-api';

const text = STOREFRONT_TEXT.email;

const Form = styled(Card).attrs({ as: 'form' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; }
  legend { font-weight: bold; margin-bottom: ${({ theme }) => theme.space.sm}; }
  label { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: center; min-height: 44px; }
  input { width: 20px; height: 20px; }
`;

/** Every kind of e-mail the signed-in user may turn off, as checkboxes saved in one call. */
export function PreferencesForm() {
  const { state } = useQuery('mail-preferences', getMailPreferences);
  if (state.status === 'error') return <PageMessage role="alert">{text.loadFailed}</PageMessage>;
  if (state.status !== 'ready') return <LoadingText />;
  return <Choices initial={state.data.preferences} />;
}

function Choices({ initial }: { initial: MailPreference[] }) {
  const id = useId();
  const [choices, setChoices] = useState(initial);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveMailPreferences(choices.map(({ kind, enabled }) => ({ kind, enabled })));
      setChoices(saved.preferences);
      showNotice(text.saved, 'success');
    } catch (error) {
      console.error('Saving e-mail preferences failed', error);
      showNotice(text.saveFailed, 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset>
        <legend>{text.legend}</legend>
        {choices.map((choice) => (
          <label key={choice.kind} htmlFor={`${id}-${choice.kind}`}>
            <input
              id={`${id}-${choice.kind}`}
              type="checkbox"
              checked={choice.enabled}
              onChange={(event) => setChoices(choices.map((item) => (item.kind === choice.kind ? { ...item, enabled: event.target.checked } : item)))}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={saving}>
          {text.save}
        </Button>
      </div>
    </Form>
  );
}
