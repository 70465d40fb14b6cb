import { useState } from 'react';
import { Link, useSearchParams } from '@shop/shared/router';
import { apiErrorText, Button, Page, PageTitle, RemoteRoot, type UnsubscribeAnswer, useQuery } from '@shop/shared';
import { LoadingText } from '../components/loading-text';
import { PageMessage } from '../components/page-message';
import { readUnsubscribeLink, unsubscribe } from '../features/email/api/email-api';
import * as STOREFRONT_TEXT from '../storefront-text';

const text = STOREFRONT_TEXT.email;

/**
 * /unsubscribe?token=…: the link in every optional e-mail. Opening it changes nothing (mail scanners open links);
 * the button turns that one kind off, with no sign-in.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { state } = useQuery(token ? `unsubscribe:${token}` : null, (signal) => readUnsubscribeLink(token, signal));
  const [done, setDone] = useState<UnsubscribeAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      setDone(await unsubscribe(token));
    } catch (error) {
      setFailure(apiErrorText(error, text.unsubscribeFailed));
    }
  };

  const preferences = <Link to="/email-preferences">{text.otherKinds}</Link>;
  let body;
  if (!token || state.status === 'error') body = <PageMessage role="alert">{text.missingLink}</PageMessage>;
  else if (state.status !== 'ready') body = <LoadingText />;
  else if (done) body = <PageMessage role="status" action={preferences}>{text.unsubscribed(done.label)}</PageMessage>;
  else if (!state.data.subscribed) body = <PageMessage action={preferences}>{text.alreadyUnsubscribed(state.data.label)}</PageMessage>;
  else {
    body = (
      <PageMessage
        action={
          <>
            <Button type="button" onClick={() => void confirm()}>
              {text.unsubscribeButton}
            </Button>
            {failure && <p role="alert">{failure}</p>}
          </>
        }
      >
        {text.unsubscribeQuestion(state.data.label)}
      </PageMessage>
    );
  }
  return (
    <RemoteRoot app="storefront">
      <Page>
        <PageTitle>{text.unsubscribeTitle}</PageTitle>
        {body}
      </Page>
    </RemoteRoot>
  );
}
