import { Link } from 'react-router-dom';
import { messages } from '../catalogue/messages';
import { Card, CardTitle } from './Card';
import { Narrow } from './Layout';

export function NotFoundCard() {
  return (
    <Narrow>
      <Card>
        <CardTitle>{messages.common.notFoundTitle}</CardTitle>
        <p>{messages.common.notFoundBody}</p>
        <Link to="/">{messages.common.backHome}</Link>
      </Card>
    </Narrow>
  );
}
