/**
 * Exposed as './App': My Times at /mytimes, the employee's own app (issue 31): My shifts, Time off,
 * Availability, Inbox. Availability is a chunk of its own (its forms load with it), off My shifts' first load.
 */
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundCard, Spinner } from '@times/shared-sdk';
import { MyTimesLayout } from '../layout/MyTimesLayout';
import { MyShiftsPage } from '../features/shifts/MyShiftsPage';
import { TimeOffPage } from '../features/time-off/TimeOffPage';
import { InboxPage } from '../features/inbox/InboxPage';

const AvailabilityPage = lazy(() =>
  import(/* webpackChunkName: "availability" */ '../features/availability/AvailabilityPage').then((module) => ({
    default: module.AvailabilityPage,
  })),
);

export default function App() {
  return (
    <MyTimesLayout>
      <Routes>
        <Route index element={<Navigate to="shifts" replace />} />
        <Route path="shifts" element={<MyShiftsPage />} />
        <Route path="timeoff" element={<TimeOffPage />} />
        <Route
          path="availability"
          element={
            <Suspense fallback={<Spinner />}>
              <AvailabilityPage />
            </Suspense>
          }
        />
        <Route path="inbox" element={<InboxPage />} />
        <Route path="*" element={<NotFoundCard />} />
      </Routes>
    </MyTimesLayout>
  );
}
