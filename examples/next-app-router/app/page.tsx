import { respondToBooking } from './actions';
import { BOOKING, SERVER } from './booking';
import { BookingForm } from './booking-form';

/** A server component: the form is rendered on the server (SSR) and hydrated in the browser. */
export default function Page() {
  return (
    <main>
      <h1>Next.js App Router</h1>
      <BookingForm params={BOOKING} server={SERVER} respond={respondToBooking} />
    </main>
  );
}
