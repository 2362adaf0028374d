/** A read-only link with a Copy button (the clipboard, else the text selected for the user to copy). */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Muted, Row } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.rosters.exports.calendarLink;

const Link = styled.input`
  flex: 1;
  min-width: 0;
  font-family: monospace;
`;

export function CopyField({ value }: { value: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
      setNote(t.copied);
    } catch {
      input.current?.select();
      setNote(t.copyFailed);
    }
  }

  return (
    <>
      <Row>
        <Link ref={input} readOnly value={value} aria-label={t.linkLabel} onFocus={(event) => event.target.select()} />
        <Button type="button" onClick={() => void handleCopy()}>
          {t.copy}
        </Button>
      </Row>
      <Muted role="status">{note}</Muted>
    </>
  );
}
