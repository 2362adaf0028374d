/** Routes inside the Times frame: each leads to one remote. */
import { Route, Routes } from 'react-router-dom';
import { NotFoundCard } from '@times/shared-sdk';
import { RemoteSection } from '../federation/RemoteSection';

const roster = <RemoteSection remote="remote_roster" module="./App" />;
const people = <RemoteSection remote="remote_times_people" module="./App" />;

export function TimesRoutes() {
  return (
    <Routes>
      <Route index element={roster} />
      <Route path="roster/*" element={roster} />
      <Route path="rosters/*" element={<RemoteSection remote="remote_roster" module="./RosterList" />} />
      <Route path="requests/*" element={<RemoteSection remote="remote_roster" module="./Requests" />} />
      <Route path="timesheet/*" element={<RemoteSection remote="remote_times_people" module="./Timesheet" />} />
      <Route path="clients/*" element={<RemoteSection remote="remote_times_setup" module="./Clients" />} />
      <Route path="sites/*" element={<RemoteSection remote="remote_times_setup" module="./Sites" />} />
      <Route path="shifts/*" element={<RemoteSection remote="remote_times_setup" module="./Shifts" />} />
      <Route path="positions/*" element={<RemoteSection remote="remote_times_people" module="./Positions" />} />
      <Route path="employees/*" element={<RemoteSection remote="remote_times_people" module="./Employees" />} />
      <Route path="webcam/*" element={<RemoteSection remote="remote_times_people" module="./Webcam" />} />
      <Route path="kiosk/*" element={<RemoteSection remote="remote_times_people" module="./Kiosk" />} />
      <Route path="users/*" element={people} />
      <Route path="*" element={<NotFoundCard />} />
    </Routes>
  );
}
