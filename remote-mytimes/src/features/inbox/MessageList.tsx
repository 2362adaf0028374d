/** The inbox's messages, newest first; an unread one is marked. */
import styled from 'styled-components';
import type { InboxMessage } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';
import { momentLabel } from '../../offline/dates';

const i = myTimesMessages.inbox;

const Item = styled.li<{ $unread: boolean }>`
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  border-left: 6px solid ${({ theme, $unread }) => ($unread ? theme.colors.accent : 'transparent')};
  padding: 12px 14px;
  margin: 0 0 10px;
  h3 {
    margin: 0;
    font-size: 1rem;
    font-weight: ${({ $unread }) => ($unread ? 700 : 600)};
  }
  p {
    margin: 4px 0 0;
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;

export function MessageList({ messages }: { messages: InboxMessage[] }) {
  if (messages.length === 0) return <p>{i.none}</p>;
  return (
    <ul aria-label={i.title} style={{ padding: 0 }}>
      {messages.map((message) => (
        <Item key={message.id} $unread={message.read === 0} aria-label={message.title}>
          <h3>{message.title}</h3>
          <time dateTime={message.at}>{momentLabel(message.at)}</time>
          <p>{message.text}</p>
        </Item>
      ))}
    </ul>
  );
}
