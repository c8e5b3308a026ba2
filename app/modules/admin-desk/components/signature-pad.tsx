import { useRef, useState, type PointerEvent } from "react";

import { adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { unsignedReasons } from "../../../../db/enums";
import { unsignedReasonTexts } from "~/modules/field-service/job-view";

const width = 600;
const height = 200;

/**
 * The customer signs with a finger in the box; the drawing is posted as a PNG (`signature`) with the
 * completion. A customer who cannot sign is recorded with the reason (`unsigned`), which is also the way
 * to complete the visit by keyboard alone.
 */
export function SignaturePad({ error }: { error: string | undefined }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawing, setDrawing] = useState("");

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * width,
      y: ((event.clientY - box.top) / box.height) * height,
    };
  };
  const stroke = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext("2d");
    const from = last.current;
    if (!context || !from) return;
    const to = point(event);
    context.lineWidth = 4;
    context.lineCap = "round";
    context.strokeStyle = "#0f172a";
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };
  const finish = () => {
    if (!last.current) return;
    last.current = null;
    setDrawing(canvas.current?.toDataURL("image/png") ?? "");
  };
  const clear = () => {
    canvas.current?.getContext("2d")?.clearRect(0, 0, width, height);
    setDrawing("");
  };

  return (
    <fieldset className="mb-4 space-y-2">
      <legend className="font-semibold text-slate-900">Customer&apos;s signature</legend>
      <p id="signature-hint" className="text-sm text-slate-700">
        Hand the phone to the customer to sign in the box with a finger.
      </p>
      <canvas
        ref={canvas}
        width={width}
        height={height}
        role="img"
        aria-label={drawing ? "The customer's signature, drawn" : "Signature box, empty"}
        aria-describedby="signature-hint"
        className="aspect-[3/1] w-full touch-none rounded-lg border-2 border-dashed border-slate-400 bg-white"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = point(event);
          stroke(event);
        }}
        onPointerMove={stroke}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <input type="hidden" name="signature" value={drawing} />
      <button type="button" onClick={clear} className={buttonClass({ variant: "secondary" })}>
        Clear the signature
      </button>
      <AdminField
        id="unsigned"
        name="unsigned"
        label="If the customer cannot sign"
        announceError
        error={error}
      >
        {(props) => (
          <select {...props} defaultValue="" className={adminField.input}>
            <option value="">They signed above</option>
            {unsignedReasons.map((reason) => (
              <option key={reason} value={reason}>
                {unsignedReasonTexts[reason]}
              </option>
            ))}
          </select>
        )}
      </AdminField>
    </fieldset>
  );
}
