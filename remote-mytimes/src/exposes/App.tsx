/** Exposed as './App': My Times at /mytimes, the employee's own app (issue 31): My shifts, Time off, Inbox. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundCard } from '@times/shared-sdk';
import { MyTimesLayout } from '../layout/MyTimesLayout';
import { MyShiftsPage } from '../features/shifts/MyShiftsPage';
import { TimeOffPage } from '../features/time-off/TimeOffPage';
import { InboxPage } from '../features/inbox/InboxPage';

export default function App() {
  return (
    <MyTimesLayout>
      <Routes>
        <Route index element={<Navigate to="shifts" replace />} />
        <Route path="shifts" element={<MyShiftsPage />} />
        <Route path="timeoff" element={<TimeOffPage />} />
        <Route path="inbox" element={<InboxPage />} />
        <Route path="*" element={<NotFoundCard />} />
      </Routes>
    </MyTimesLayout>
  );
}
