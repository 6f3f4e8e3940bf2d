import { toast } from '@web/lib/toast';
import { ALERT_TEXTS, type PriceAlert } from '@common/alerts';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { AlertCard } from './alert-card';
import { useAlerts } from './api/get-alerts';
import { useMarkAlertRead } from './api/mark-alert-read';

/** SPEC §2 /alertas: unread price alerts as cards, then 'Alertas Leídas' faded. */
export function AlertsPage() {
  const alerts = useAlerts();
  const markRead = useMarkAlertRead();
  const unread = alerts.data?.filter((alert) => !alert.isRead) ?? [];
  const read = alerts.data?.filter((alert) => alert.isRead) ?? [];

  const onMarkRead = async (alert: PriceAlert) => {
    try {
      await markRead.mutateAsync(alert.id);
      toast.success(ALERT_TEXTS.markedRead);
    } catch (error) {
      toast.error(errorMessage(error, 'Error al procesar la solicitud'));
    }
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 lg:max-w-5xl">
      <h1 className="text-2xl font-bold">Alertas de precio</h1>
      {alerts.isPending ? (
        <Spinner className="mx-auto" />
      ) : alerts.isError ? (
        <p role="alert" className="text-red-700">
          No se pudieron cargar las alertas.
        </p>
      ) : alerts.data.length === 0 ? (
        <p className="py-8 text-center text-slate-600">{ALERT_TEXTS.empty}</p>
      ) : (
        <>
          {unread.length > 0 && (
            <section aria-label="Alertas sin leer" className="flex flex-col gap-3">
              {unread.map((alert) => (
                <AlertCard
                  key={alert.id}
                  alert={alert}
                  pending={markRead.isPending && markRead.variables === alert.id}
                  onMarkRead={(item) => void onMarkRead(item)}
                />
              ))}
            </section>
          )}
          {read.length > 0 && (
            <section aria-labelledby="read-alerts-title" className="flex flex-col gap-3">
              <h2 id="read-alerts-title" className="text-lg font-semibold text-slate-700">
                {ALERT_TEXTS.readSection}
              </h2>
              {read.map((alert) => (
                <AlertCard key={alert.id} alert={alert} />
              ))}
            </section>
          )}
        </>
      )}
    </main>
  );
}
