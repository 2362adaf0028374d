/** Exposed as './Home': the public home page at '/'. */
import { PublicLayout } from '../layout/PublicLayout';
import { HomePage } from '../features/home/HomePage';

export default function Home() {
  return (
    <PublicLayout>
      <HomePage />
    </PublicLayout>
  );
}
