"""The plots of bench_years: `python3 years_plot.py RESULTS.json OUT_DIR` draws one PNG per measure
(OUT_DIR/history-*.png): the journal size on the x axis, one line per system. Needs matplotlib
(Debian's python3-matplotlib); bench/years.py runs it with a Python that has it."""

import json
import sys

import matplotlib
import matplotlib.ticker

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

PLOTS = [
    ("ops", "edit operations/s (one feature each, 8 clients)", False),
    ("cpu_per_1000", "server CPU seconds per 1,000 edits", False),
    ("bbox_10", "~250-point bbox page as of 10 % back (ms)", True),
    ("bbox_50", "~250-point bbox page as of 50 % back (ms)", True),
    ("bbox_90", "~250-point bbox page as of 90 % back (ms)", True),
    ("layer_s", "whole Points layer as of 50 % back (s)", True),
    ("history_ms", "one feature's history (ms)", True),
    ("diff_ms", "diff of two moments a day apart (ms)", True),
    ("bytes_per_version", "disk per stored version (bytes)", False),
]


def main(path, out_dir):
    with open(path) as f:
        results = json.load(f)
    sizes = results["sizes"]
    xs = [r["events"] for r in sizes]
    systems = [("gj", "GeoJournal"), ("periods", "periods (system versioning)")]
    if results.get("memento"):
        systems.append(("memento", "pgMemento"))
    for key, title, log in PLOTS:
        fig, ax = plt.subplots(figsize=(5.2, 3.3), dpi=100)
        for prefix, label in systems:
            if key == "bytes_per_version":
                ys = [r[f"{prefix}_bytes"] / r["events"] if r.get(f"{prefix}_bytes") else None for r in sizes]
            else:
                ys = [r.get(f"{prefix}_{key}") for r in sizes]
            if any(y is None for y in ys):
                continue
            ax.plot(xs, ys, marker="o", label=label)
        if key.startswith("bbox_"):
            ax.plot(xs, [r["gj_bbox_now"] for r in sizes], marker=".", linestyle="--", label="GeoJournal, now")
        ax.set_xscale("log")
        if log:
            ax.set_yscale("log")
        ax.set_xticks(xs)
        ax.set_xticklabels([f"{x / 1e6:.3g}M" if x >= 1e6 else f"{x / 1e3:.3g}k" for x in xs])
        ax.xaxis.set_minor_locator(matplotlib.ticker.NullLocator())
        if log:
            ax.yaxis.set_major_formatter(matplotlib.ticker.FormatStrFormatter("%g"))
            low, high = ax.get_ylim()
            if high / low < 10:  # within one decade the minor ticks carry the labels
                ax.yaxis.set_minor_formatter(matplotlib.ticker.FormatStrFormatter("%g"))
        ax.set_ylim(bottom=None if log else 0)
        ax.set_xlabel("journal size (events)")
        ax.set_title(title, fontsize=10)
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7)
        fig.tight_layout()
        fig.savefig(f"{out_dir}/history-{key.replace('_', '-')}.png")
        plt.close(fig)
    print(f"plots: {len(PLOTS)} PNGs in {out_dir}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
