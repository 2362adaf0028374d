import styled from 'styled-components';
import { messages } from '@times/shared-sdk';

const Text = styled.p<{ $expired: boolean }>`
  font-weight: 600;
  color: ${({ theme, $expired }) => ($expired ? theme.colors.danger : theme.colors.info)};
`;

export function OtpCountdown({ secondsLeft, expiredText }: { secondsLeft: number; expiredText: string }) {
  return (
    <Text $expired={secondsLeft === 0} data-testid="otp-countdown" aria-live="polite">
      {secondsLeft > 0 ? messages.auth.otpExpiresIn(secondsLeft) : expiredText}
    </Text>
  );
}
