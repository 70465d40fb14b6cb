import { Link } from '@shop/shared/router';
import { Card, Page } from '@shop/shared';
import { SHELL_TEXT } from '../app/shell-text';

export function NotFoundPage() {
  return (
    <Page>
      <Card>
        <h1>{SHELL_TEXT.notFound}</h1>
        <p>{SHELL_TEXT.notFoundHelp}</p>
        <Link to="/">{SHELL_TEXT.backHome}</Link>
      </Card>
    </Page>
  );
}
