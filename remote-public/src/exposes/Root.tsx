/**
 * Exposed as './Root': /approot and its children signup, login, forgotpassword, contactus and
 * (issue 31) invite/:token, an employee's invitation.
 * Each page is its own chunk, so a cold load of one page downloads only that page's code.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundCard, Spinner } from '@times/shared-sdk';
import { PublicLayout } from '../layout/PublicLayout';
import { VisitorGate } from '../features/first-visit/VisitorGate';
import { ReturnToRoot } from '../features/first-visit/ReturnToRoot';

const SignUpPage = lazy(() => import('../features/signup/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const SignInPage = lazy(() => import('../features/signin/SignInPage').then((m) => ({ default: m.SignInPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/forgot-password/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ContactPage = lazy(() => import('../features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));

export default function Root() {
  return (
    <PublicLayout>
      <VisitorGate>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route index element={<ReturnToRoot />} />
            <Route path="signup" element={<SignUpPage />} />
            <Route path="login" element={<SignInPage />} />
            <Route path="forgotpassword" element={<ForgotPasswordPage />} />
            <Route path="contactus" element={<ContactPage />} />
            <Route path="invite/:token" element={<SignUpPage />} />
            <Route path="*" element={<NotFoundCard />} />
          </Routes>
        </Suspense>
      </VisitorGate>
    </PublicLayout>
  );
}
