"""Coefficients of ``evaluate.py``'s linear model, fitted by ``lab/twentynine/calibrate.py``.

Fitted on 60,000 simulated deals (seeds 1 and 2, 30,000 each: 61,454 suit choices, 21,837
No-Trump and seventh-card choices), rule-based policy for all seats.  Feature order is
``evaluate.features``.  Regenerate with::

    python -m lab.twentynine.calibrate gen /tmp/d1.jsonl --deals 30000 --seed 1
    python -m lab.twentynine.calibrate fit /tmp/d1.jsonl
"""

# const; trump J 9 A 10 K Q 8 7; trump length 2/3/4; side J 9 A 10, guarded side 9, guarded side
# A; position 1/2/3; trump J with length >= 2; trump J and 9.
SUIT_COEF = [
    11.043,
    3.618,
    2.762,
    2.014,
    1.839,
    1.441,
    1.228,
    1.32,
    1.273,
    0.011,
    0.397,
    1.216,
    2.007,
    0.357,
    -0.022,
    0.053,
    -0.115,
    0.309,
    0.013,
    -0.012,
    0.022,
    0.033,
    -0.092,
]
SUIT_SD = 5.406
# const; sevens, eights, queens, kings, points, guarded eights; position 1/2/3.
NT_COEF = [12.13, 3.098, 0.729, 0.642, 0.596, -0.23, 0.266, -0.01, 0.19, 0.006]
NT_SD = 8.257
# const; jacks, nines, aces and tens, longest suit >= 2, >= 3; position 1/2/3.
SEVENTH_COEF = [13.123, 2.115, 0.621, 0.183, 0.227, 0.392, 0.114, 0.071, 0.06]
SEVENTH_SD = 5.589
