import { Card, CardTitle, Narrow, messages, useSessionStore } from '@times/shared-sdk';

export function HomeWelcome() {
  const user = useSessionStore((s) => s.user);
  return (
    <Narrow>
      <Card>
        <CardTitle>{user ? messages.appHome.welcome(user.nm) : messages.common.loading}</CardTitle>
      </Card>
    </Narrow>
  );
}
