"""results.py - the result files of a hysc executable read into numpy:
CSV (quoted header, time first) and MAT v4 in the layout OpenModelica and
Dymola write (Aclass, name, description, dataInfo, data_1, data_2), read
here with numpy alone so that no scipy is needed."""

import csv
import numpy as np

# MAT v4 precision digit P of the type code MOPT -> numpy type
_MAT_TYPES = {0: "f8", 1: "f4", 2: "i4", 3: "i2", 4: "u2", 5: "u1"}


def read_csv(path):
    """(names, data): names without time, data a 2-D array with time first."""
    with open(path, newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        rows = [[float(x) for x in row] for row in reader if row]
    data = np.array(rows, dtype=float).reshape(len(rows), len(header))
    return header[1:], data


def _read_matrix(f):
    """One MAT v4 matrix: (name, array of shape (rows, cols)) or None at the end."""
    head = f.read(20)
    if len(head) == 0:
        return None
    if len(head) < 20:
        raise ValueError("truncated MAT v4 header")
    mopt, rows, cols, imag, namelen = np.frombuffer(head, dtype="<i4")
    if mopt < 0 or mopt > 9999 or imag != 0:
        raise ValueError("not a little-endian real MAT v4 file (type %d)" % mopt)
    m, o, p = mopt // 1000, (mopt // 100) % 10, (mopt // 10) % 10
    if m != 0 or o != 0 or p not in _MAT_TYPES:
        raise ValueError("unsupported MAT v4 type code %d" % mopt)
    name = f.read(namelen).rstrip(b"\0").decode()
    dtype = np.dtype("<" + _MAT_TYPES[p])
    count = int(rows) * int(cols)
    raw = f.read(count * dtype.itemsize)
    if len(raw) != count * dtype.itemsize:
        raise ValueError("truncated MAT v4 matrix '%s'" % name)
    # stored column by column: each row of the array read here is one column
    return name, np.frombuffer(raw, dtype=dtype).reshape(int(cols), int(rows))


def _strings(matrix):
    """A text matrix of the layout: one string per stored column."""
    return ["".join(chr(c) for c in col).rstrip("\0 ") for col in matrix.astype(int)]


def read_mat(path):
    """(names, data, parameters): names and data as read_csv gives them (the
    variables of data_2), parameters a dict of the values in data_1."""
    matrices = {}
    with open(path, "rb") as f:
        while True:
            entry = _read_matrix(f)
            if entry is None:
                break
            matrices[entry[0]] = entry[1]
    for needed in ("name", "dataInfo", "data_2"):
        if needed not in matrices:
            raise ValueError("%s: no matrix '%s'; not a result file" % (path, needed))
    names = _strings(matrices["name"])
    info = matrices["dataInfo"].astype(int)          # one row per variable
    data_1 = matrices.get("data_1", np.zeros((0, 0)))  # one row per time
    data_2 = matrices["data_2"]
    columns, parameters, kept = [], {}, []
    for name, (which, index, _, _) in zip(names, info):
        sign, col = (-1.0 if index < 0 else 1.0), abs(index) - 1
        if which == 2 or (which == 0 and name == "time"):
            if name != "time":
                kept.append(name)
                columns.append(sign * data_2[:, col])
        elif which == 1:
            parameters[name] = sign * data_1[0, col]
    data = np.column_stack([data_2[:, 0]] + columns) if len(data_2) else \
        np.zeros((0, 1 + len(kept)))
    return kept, np.asarray(data, dtype=float), parameters
