import { restaurantHours } from "#content/restaurant.ts";
import { hoursTable } from "#domain/hours.ts";

export function HoursTable() {
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Pique Nique opening hours</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {hoursTable(restaurantHours).map((row) => (
          <tr key={row.day}>
            <th scope="row" className="py-2.5 pr-4 font-medium text-stone-900">
              {row.day}
            </th>
            <td
              className={`py-2.5 text-right ${row.hours === "Closed" ? "text-stone-600" : "font-semibold text-river-800"}`}
            >
              {row.hours}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
