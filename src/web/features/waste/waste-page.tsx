import { useState } from 'react';
import { currentMonth } from '@common/calendar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { WasteForm } from './waste-form';
import { WasteMonthList } from './waste-month';

/** /merma: log what was thrown away (it leaves stock at its current cost), and the month's waste below. */
export function WastePage() {
  const [month, setMonth] = useState(currentMonth);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 lg:max-w-5xl">
      <h1 className="text-2xl font-bold">Merma</h1>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Registrar merma</CardTitle>
          <CardDescription>
            Lo que se tira sale del inventario y se valora al costo actual del producto.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <WasteForm onLogged={() => setMonth(currentMonth())} />
        </CardContent>
      </Card>
      <WasteMonthList month={month} onMonthChange={setMonth} />
    </main>
  );
}
